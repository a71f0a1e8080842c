import { Badge, Box, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { formatDate } from '@app/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { markNoticesSeen, seenNoticeIds } from './notices.ts';
import { useActiveNotices } from './use-active-notices.ts';

/** Spec §2 header notifications: active notices, newest first; the badge counts the unseen ones. */
export function NotificationsMenu() {
  const t = useTranslate();
  const { notices } = useActiveNotices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [seen, setSeen] = useState(seenNoticeIds);
  const unseen = notices.filter((n) => !seen.has(n.id)).length;

  const open = (el: HTMLElement) => {
    setAnchor(el);
    const ids = notices.map((n) => n.id);
    markNoticesSeen(ids);
    setSeen(new Set(ids));
  };

  return (
    <>
      <Tooltip title={t('header.notifications')}>
        <IconButton color="inherit" onClick={(e) => open(e.currentTarget)} data-tour="notifications"
          aria-label={t('header.notifications')} data-testid="notifications-button">
          <Badge badgeContent={unseen} color="error" max={99}><NotificationsIcon /></Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '95vw', maxHeight: 480 } } }}>
        <Box sx={{ px: 2, py: 1 }}><Typography variant="subtitle1">{t('notices.title')}</Typography></Box>
        {notices.length === 0 && <MenuItem disabled>{t('header.no_notifications')}</MenuItem>}
        {notices.map((n) => (
          <MenuItem key={n.id} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }} onClick={() => setAnchor(null)}>
            <ListItemText
              primary={n.title}
              secondary={
                <>
                  <Typography variant="body2" component="span" sx={{ display: 'block' }}>{n.description}</Typography>
                  {n.start_date && <Typography variant="caption" color="text.secondary">{formatDate(n.start_date)}</Typography>}
                </>
              }
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
