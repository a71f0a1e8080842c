import { AppBar, Box, IconButton, Link as MuiLink, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import TourIcon from '@mui/icons-material/Tour';
import { TitlePortal, useTranslate } from 'react-admin';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { hasPermission } from '../../../session.ts';
import { useTours } from '../../tours/use-tours.ts';
import { useSession } from '../../../lib/use-session.ts';
import { HEADER_HEIGHT } from '../layout-sizes.ts';
import { AccountMenu } from './account-menu.tsx';
import { CompanySwitcher } from './company-switcher.tsx';
import { HelpMenu } from './help-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';

/**
 * Spec §2 header: company name (a link to the company page for root), settings (root), notifications, tour,
 * help, language and the account menu (My profile, Logout). Memoized: a change of page does not concern it (the
 * page's title arrives through the title portal).
 */
export const Header = memo(function Header({ onMenu, mobile }: { onMenu: () => void; mobile: boolean }) {
  const t = useTranslate();
  const session = useSession();
  const tours = useTours();
  // root-only in the spec; expressed as the permissions only platform roles hold
  const canEditCompany = hasPermission(session, 'company.update');
  const canSettings = hasPermission(session, 'settings.update');
  const companyName = session?.company?.name ?? t('app.name');

  return (
    <AppBar position="fixed" color="primary" elevation={1} sx={{ height: HEADER_HEIGHT }}>
      <Toolbar sx={{ minHeight: HEADER_HEIGHT, gap: 1 }}>
        {mobile && (
          <IconButton color="inherit" edge="start" onClick={onMenu} aria-label={t('header.open_menu')} data-testid="open-menu">
            <MenuIcon />
          </IconButton>
        )}
        {canEditCompany ? (
          <MuiLink component={Link} to="/admin/config/company" color="inherit" underline="hover" variant="h6" noWrap
            title={t('header.company')} data-testid="company-link" sx={{ fontWeight: 600 }}>
            {companyName}
          </MuiLink>
        ) : (
          <Typography variant="h6" noWrap sx={{ fontWeight: 600 }} data-testid="company-name">{companyName}</Typography>
        )}
        <CompanySwitcher compact={mobile} />
        {!mobile && (
          <Typography component="div" variant="subtitle1" noWrap sx={{ opacity: 0.85, ml: 2, '& #react-admin-title': { fontSize: 16 } }}>
            <TitlePortal variant="subtitle1" />
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <NotificationsMenu key={session?.profile.id} />
        <Tooltip title={t('header.tour')}>
          <IconButton color="inherit" onClick={tours.general} data-tour="tour" aria-label={t('header.tour')} data-testid="tour-button">
            <TourIcon />
          </IconButton>
        </Tooltip>
        <HelpMenu />
        <LanguageMenu />
        {canSettings && (
          <Tooltip title={t('header.settings')}>
            <IconButton color="inherit" component={Link} to="/admin/settings" aria-label={t('header.settings')} data-testid="settings-link">
              <SettingsIcon />
            </IconButton>
          </Tooltip>
        )}
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
});
