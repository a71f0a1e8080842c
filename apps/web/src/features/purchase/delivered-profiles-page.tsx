import {
  Alert, Box, Button, Card, Chip, InputAdornment, LinearProgress, MenuItem, Stack, Table, TableBody, TableCell, TableContainer,
  TableHead, TableRow, TextField, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import Inventory from '@mui/icons-material/Inventory';
import Search from '@mui/icons-material/Search';
import { formatDate, formatDateTime, OWNED_PROFILE_STATES, PROFILE_STATES } from '@app/shared';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { DialogHost } from '../../components/dialogs/dialog-host.tsx';
import { RevealButton } from '../../components/reveal-button.tsx';
import { hasPermission } from '../../session.ts';
import { ShareCredentialsButton, useUnitReveals } from '../credentials/index.ts';
import { FaultReportButton } from '../faults/index.ts';
import { RenewalRequestButton } from '../renewals/index.ts';
import { TablePager } from '../../components/table-pager.tsx';
import { useDeliveredProfiles, type DeliveredRow } from './api.ts';
import { DeliveredProfileCard } from './delivered-profile-card.tsx';



/**
 * `/admin/profiles-list` (spec menu id): the units the caller bought (its network's too; staff see every sold
 * unit), newest first. Passwords and PINs come masked: the eye, or a copy button, reveals one unit (a recorded
 * view). What was revealed and the open dialog are held here, above the table/cards switch, so a resize across
 * the phone breakpoint keeps both.
 */
export default function DeliveredProfilesPage() {
  const t = useTranslate();
  const session = useSession();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const canSeeOrder = hasPermission(session, 'order.get');
  const canManageStock = hasPermission(session, 'profiles.update');
  const canRequestRenewal = hasPermission(session, 'renovation-ticket.create');
  const canReportFault = hasPermission(session, 'report-fault-account.create');

  // the search box asks the server once the user pauses typing
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(q.trim());
      setPage(0);
    }, 350);
    return () => clearTimeout(timer);
  }, [q]);

  const { data, isFetching, error } = useDeliveredProfiles(search, state, page, size);
  const reveals = useUnitReveals('delivered-profiles');
  const rows = data?.items ?? [];
  const stateLabel = (v: string) => PROFILE_STATES.find((s) => s.value === v)?.label ?? v;
  const mine = (r: DeliveredRow) => r.user_id === session?.profile.id;
  // on a phone each unit is a card: the table's credentials and actions would sit past a sideways scroll
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'), { noSsr: true });
  const order = (r: DeliveredRow) => (r.order_id
    ? canSeeOrder ? <Link to={`/admin/order/${r.order_id}`}>#{r.order_number ?? r.order_id}</Link> : `#${r.order_number ?? r.order_id}`
    : '—');
  const owner = (r: DeliveredRow) => (mine(r) ? t('money.delivered.me') : r.owner_name);
  const unitOf = (r: DeliveredRow) => ({ profile_id: r.id, digital_account_id: r.digital_account_id });
  const shown = (r: DeliveredRow) => reveals.shown(unitOf(r));
  const secrets = (r: DeliveredRow) => ({
    password: shown(r)?.password ?? r.password,
    pin: shown(r)?.pin ?? r.pin,
    eye: <RevealButton shown={!!shown(r)} busy={reveals.busy(unitOf(r))} onReveal={() => reveals.reveal(unitOf(r))} onHide={() => reveals.hide(unitOf(r))} label="Mostrar contraseña y PIN" />,
    copy: (field: 'password' | 'pin' | 'message') => async () => (await reveals.reveal(unitOf(r)))[field] ?? '',
  });
  const actions = (r: DeliveredRow) => (
    <>
      {canRequestRenewal && <RenewalRequestButton profileId={r.id} state={r.state} />}
      {canReportFault && <FaultReportButton profileId={r.id} state={r.state} label={`${r.product} · ${r.login} · ${r.profile ?? ''}`} />}
      {(OWNED_PROFILE_STATES as readonly string[]).includes(r.state) && <ShareCredentialsButton profileId={r.id} label={`${r.product} · ${r.login} · ${r.profile ?? ''}`} />}
      <CopyButton text={secrets(r).copy('message')} label={t('money.copy_message')} testId="row-copy" />
    </>
  );

  return (
    <DialogHost>
      <Box data-testid="delivered-profiles-page">
        <Title title={t('money.delivered.title')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, mb: 2, alignItems: { sm: 'flex-end' } }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('money.delivered.title')}</Typography>
            <Typography color="text.secondary">{t('money.delivered.subtitle')}</Typography>
          </Box>
          {/* the menu entry leads here; staff reach the stock of profiles (the generic screens) from this page */}
          {canManageStock && (
            <Button component={Link} to="/admin/profiles" startIcon={<Inventory />} data-testid="profiles-stock">{t('money.delivered.stock')}</Button>
          )}
        </Stack>
        <Card>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
            <TextField size="small" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('money.delivered.search')}
              sx={{ minWidth: 280 }}
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }} />
            <TextField select size="small" label={t('money.delivered.state')} value={state} sx={{ minWidth: 180 }}
              onChange={(e) => {
                setState(e.target.value);
                setPage(0);
              }}>
              <MenuItem value="">{t('money.delivered.any_state')}</MenuItem>
              {PROFILE_STATES.filter((s) => s.value !== 'available').map((s) => <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>)}
            </TextField>
          </Stack>
          {isFetching && <LinearProgress sx={{ height: 2 }} />}
          {error ? <Alert severity="error" sx={{ m: 2 }}>{(error as Error).message}</Alert> : phone ? (
            <Stack spacing={1} sx={{ p: 1 }} data-testid="delivered-cards">
              {rows.map((r) => (
                <DeliveredProfileCard key={r.id} row={r} secrets={secrets(r)} stateLabel={stateLabel(r.state)} order={order(r)} owner={owner(r)} actions={actions(r)} />
              ))}
              {!rows.length && !isFetching && <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>{t('money.delivered.empty')}</Typography>}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('money.delivered.product')}</TableCell>
                    <TableCell>{t('money.login')}</TableCell>
                    <TableCell>{t('money.password')}</TableCell>
                    <TableCell>{t('money.profile')}</TableCell>
                    <TableCell>{t('money.pin')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('money.delivered.expires')}</TableCell>
                    <TableCell>{t('money.delivered.order')}</TableCell>
                    <TableCell>{t('money.delivered.owner')}</TableCell>
                    <TableCell>{t('money.delivered.state')}</TableCell>
                    <TableCell align="right">{t('money.copy_message')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.id} hover data-testid="delivered-row">
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>{r.product}</Typography>
                        {r.sold_at && <Typography variant="caption" color="text.secondary">{formatDateTime(r.sold_at)}</Typography>}
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{r.login}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                        <span data-testid="delivered-password">{secrets(r).password}</span>
                        {secrets(r).eye}
                      </TableCell>
                      <TableCell>{r.profile ?? '—'}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{secrets(r).pin ?? '—'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.renewal_limit_date ? formatDate(r.renewal_limit_date) : '—'}</TableCell>
                      <TableCell>{order(r)}</TableCell>
                      <TableCell>{owner(r)}</TableCell>
                      <TableCell><Chip size="small" label={stateLabel(r.state)} color={r.state === 'faulty' ? 'error' : 'default'} /></TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>
                    </TableRow>
                  ))}
                  {!rows.length && !isFetching && (
                    <TableRow>
                      <TableCell colSpan={10}>
                        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>{t('money.delivered.empty')}</Typography>
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <TablePager total={data?.total ?? 0} page={page} size={size} onPage={setPage} onSize={setSize} />
        </Card>
      </Box>
    </DialogHost>
  );
}
