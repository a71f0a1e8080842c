import { Badge, Box, Button, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { formatDateTime, type NotificationItem } from '@app/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage, showError } from '../../../components/dialogs/dialog-bus.ts';
import { useNotifications } from './use-notifications.ts';
import { useReadOnVisit } from './use-read-on-visit.ts';

/**
 * Spec §2 header "Notifications and messages": the user's notifications, newest first, with the unread count on the
 * badge. New ones arrive live; choosing one marks it read and opens the record it is about.
 */
export function NotificationsMenu() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { items, unread, failed, loaded, reload, markRead } = useNotifications();
  useReadOnVisit(items, loaded, markRead);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const read = (ids: number[]) => markRead(ids).catch((err) => showError(errorMessage(err)));

  const choose = (n: NotificationItem) => {
    setAnchor(null);
    if (!n.read) void read([n.id]);
    if (n.link) navigate(n.link);
  };

  const unreadIds = items.filter((n) => !n.read).map((n) => n.id);

  return (
    <>
      <Tooltip title={t('header.notifications')}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} data-tour="notifications"
          aria-label={t('header.notifications')} data-testid="notifications-button">
          <Badge badgeContent={unread} color="error" max={99} data-testid="notifications-badge"><NotificationsIcon /></Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 380, maxWidth: '95vw', maxHeight: 520 }, 'data-testid': 'notifications-menu' } as object }}>
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1">{t('notifications.title')}</Typography>
            {unread > 0 && <Typography variant="caption" color="text.secondary">{t('notifications.unread', { smart_count: unread })}</Typography>}
          </Box>
          <Button size="small" disabled={!unreadIds.length} onClick={() => void read(unreadIds)} data-testid="notifications-read-all">
            {t('notifications.mark_all_read')}
          </Button>
        </Box>
        <Divider />
        {failed && (
          <MenuItem onClick={reload}>
            <ListItemText primary={t('notifications.load_failed')} secondary={t('notifications.retry')} />
          </MenuItem>
        )}
        {!failed && items.length === 0 && <MenuItem disabled>{t('notifications.empty')}</MenuItem>}
        {items.map((n) => (
          <MenuItem key={n.id} onClick={() => choose(n)} data-testid="notification-item" data-unread={n.read ? 'false' : 'true'}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1, bgcolor: n.read ? undefined : 'action.hover' }}>
            <Box aria-hidden sx={{ width: 8, height: 8, mt: 1, flexShrink: 0, borderRadius: '50%', bgcolor: n.read ? 'transparent' : 'primary.main' }} />
            <ListItemText
              primary={t(`notifications.kinds.${n.kind}`, { _: n.kind })}
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
              secondary={
                <>
                  <Typography variant="body2" component="span" sx={{ display: 'block' }}>{n.text}</Typography>
                  <Typography variant="caption" component="span" color="text.secondary">{formatDateTime(n.created_at)}</Typography>
                </>
              }
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
