import { Button, CircularProgress, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Business from '@mui/icons-material/Business';
import Check from '@mui/icons-material/Check';
import type { CompanyInfo } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshBalance } from '../../../api/money.ts';
import { hasPermission, switchCompany } from '../../../session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useCompanyChoices, type CompanyRow } from '../../../api/shared-queries.ts';


/** Roles that act on a company of their choice (the server honours x-tenant only for them). */
const TENANT_ROLES = new Set(['Root', 'Super']);

/** On a record's screen the record belongs to the previous company: go back to its list. */
export function listPathOf(pathname: string): string {
  const m = /^\/admin\/([^/]+)\/[^/]+/.exec(pathname);
  return m ? `/admin/${m[1]}` : pathname;
}

/**
 * Root's company switcher (header): the company every call acts on, so root can, e.g., approve the company
 * consignments of one company. Shows the active company; choosing another stores it as the x-tenant.
 */
export function CompanySwitcher({ compact = false }: { compact?: boolean }) {
  const t = useTranslate();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const allowed = !!session && TENANT_ROLES.has(session.profile.rol?.name) && hasPermission(session, 'company.list');
  const { data, isFetching } = useCompanyChoices(allowed && !!anchor);
  if (!allowed || !session) return null;
  const active = session.company;

  const choose = async (row: CompanyRow) => {
    setAnchor(null);
    if (row.id === active?.id) return;
    const company: CompanyInfo = { id: row.id, name: row.name, slug: row.slug, is_root: row.is_root, logo: null };
    switchCompany(company);
    // auth/info answers for the new tenant (its logo, menu, configuration); every list is read again for it
    await refreshBalance();
    await queryClient.invalidateQueries();
    notify('header.company_switched', { type: 'info', messageArgs: { name: row.name } });
    const next = listPathOf(pathname);
    if (next !== pathname) navigate(next);
  };

  return (
    <>
      <Tooltip title={compact ? t('header.active_company', { name: active?.name ?? '' }) : t('header.switch_company')}>
        <Button color="inherit" size="small" onClick={(e) => setAnchor(e.currentTarget)} startIcon={<Business />} endIcon={<ArrowDropDown />}
          aria-haspopup="menu" data-testid="company-switcher" sx={{ textTransform: 'none', ml: 1, border: 1, borderColor: 'rgba(255,255,255,0.4)' }}>
          {!compact && (
            <Typography variant="body2" component="span" noWrap sx={{ maxWidth: 220 }}>
              {t('header.active_company', { name: active?.name ?? '' })}
            </Typography>
          )}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { minWidth: 240, maxHeight: 420 } } }}>
        {isFetching && !data && <MenuItem disabled><CircularProgress size={18} /></MenuItem>}
        {(data ?? []).map((c) => (
          <MenuItem key={c.id} selected={c.id === active?.id} onClick={() => choose(c)} data-testid={`company-option-${c.id}`} disabled={!c.active && c.id !== active?.id}>
            <ListItemIcon>{c.id === active?.id ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={c.name} secondary={c.is_root ? t('header.root_company') : c.active ? undefined : t('header.inactive_company')} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
