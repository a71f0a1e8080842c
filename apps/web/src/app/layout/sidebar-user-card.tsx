import { Avatar, Box, Typography } from '@mui/material';
import { formatMoney } from '@app/shared';
import { useTranslate } from 'react-admin';
import { isRootUser } from '../../session.ts';
import { useSession } from '../../lib/use-session.ts';

/** Spec §2: company logo, user name, company name and, for everyone but root, the balance. */
export function SidebarUserCard({ expanded }: { expanded: boolean }) {
  const session = useSession();
  const t = useTranslate();
  if (!session) return null;
  const { profile, company } = session;
  const showBalance = !isRootUser(session);
  return (
    <Box sx={{ px: expanded ? 2 : 1, py: 2, borderBottom: 1, borderColor: 'divider', minHeight: expanded ? 132 : 72, transition: 'padding 150ms' }}>
      <Box sx={{ display: 'flex', justifyContent: expanded ? 'flex-start' : 'center' }}>
        {company?.logo ? (
          <Box component="img" src={company.logo} alt={company.name}
            sx={{ height: expanded ? 48 : 36, maxWidth: expanded ? 180 : 44, objectFit: 'contain', transition: 'height 150ms' }} />
        ) : (
          <Avatar sx={{ bgcolor: 'primary.main', width: expanded ? 44 : 36, height: expanded ? 44 : 36 }}>
            {(company?.name ?? profile.name).charAt(0).toUpperCase()}
          </Avatar>
        )}
      </Box>
      <Box sx={{ opacity: expanded ? 1 : 0, transition: 'opacity 150ms', whiteSpace: 'nowrap', overflow: 'hidden', mt: 1, height: expanded ? 'auto' : 0 }}>
        <Typography variant="subtitle2" noWrap data-testid="sidebar-user-name">{profile.name}</Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div" data-testid="sidebar-company-name">
          {company?.name}
        </Typography>
        {showBalance && (
          <Box data-tour="balance" data-testid="sidebar-balance" sx={{ mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">{t('sidebar.balance')}: </Typography>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'success.main' }}>
              {formatMoney(profile.balance ?? 0)}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
