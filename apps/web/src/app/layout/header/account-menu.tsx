import { Avatar, Divider, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';

/** My profile and Logout (spec §2 header). */
export function AccountMenu() {
  const t = useTranslate();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = session?.profile.name ?? '';
  return (
    <>
      <Tooltip title={t('header.account')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} data-tour="account" aria-label={t('header.account')}
          data-testid="account-button" sx={{ p: 0.5 }}>
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 15 }}>{name.charAt(0).toUpperCase()}</Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>{name}</Typography>
        <Divider />
        <MenuItem onClick={() => { setAnchor(null); navigate('/admin/profile'); }} data-testid="menu-profile">
          <ListItemIcon><Person fontSize="small" /></ListItemIcon>{t('header.profile')}
        </MenuItem>
        <MenuItem onClick={() => { setAnchor(null); void logout(); }} data-testid="menu-logout">
          <ListItemIcon><Logout fontSize="small" /></ListItemIcon>{t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
