import ManageSearch from '@mui/icons-material/ManageSearch';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Table, TableBody, TableCell,
  TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { formatDateTime } from '@app/shared';
import type { CredentialSource } from '@app/shared/contracts/credentials';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useResourceDef } from '../../engine/use-resource-def.ts';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission, seesWholeCompanyOf } from '../../session.ts';
import { useCredentialViews } from './api.ts';
import { historyQuery } from './record-unit.ts';

const SOURCES: Record<CredentialSource, string> = {
  screen: 'Pantalla', api: 'API', share: 'Enlace compartido', purchase: 'Compra', export: 'Exportación', notice: 'Aviso',
};

/**
 * "Vistas de credenciales" on a stock account's, profile's or hand-fulfilled request's page (staff): who revealed
 * its password or PIN, when, and from which screen, API key, shared link or notice, newest first.
 */
export function ViewHistoryButton() {
  const record = useRecordContext();
  // a status list (the finalized requests) opens the record under its own name: the base resource decides
  const resource = useResourceDef().path;
  const session = useSession();
  const [open, setOpen] = useState(false);
  const unit = historyQuery(resource, Number(record?.id));
  const { data, isFetching, error } = useCredentialViews(unit ?? {}, open && !!record && !!unit);
  // on a phone each view is two lines (when and who; where from, source and address): four columns would scroll
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'), { noSsr: true });
  if (!record || !unit || !seesWholeCompanyOf(session) || !hasPermission(session, 'digital-account.get')) return null;

  return (
    <>
      <Button size="small" startIcon={<ManageSearch />} onClick={() => setOpen(true)} data-testid="credential-views">Vistas de credenciales</Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby="credential-views-title" fullWidth maxWidth="md" slotProps={{ paper: { sx: { m: 1, width: 'calc(100% - 16px)' } } }}>
          <DialogTitle id="credential-views-title">Vistas de credenciales</DialogTitle>
          <DialogContent>
            {isFetching && !data && <CircularProgress size={24} />}
            {error && <Alert severity="error">{(error as Error).message}</Alert>}
            {data && !data.length && <Typography color="text.secondary">Nadie ha visto estas credenciales todavía.</Typography>}
            {data && data.length > 0 && phone && (
              <Stack divider={<Divider flexItem />} spacing={1} data-testid="credential-views-table">
                {data.map((v) => (
                  <Box key={v.id} data-testid="credential-view-row">
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {formatDateTime(v.created_at)} · {v.user_name ?? 'Sin sesión'}{v.profile_id === null && resource === 'profiles' ? ' (cuenta)' : ''}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {v.screen_label} · {SOURCES[v.source]}{v.api_key_id ? ` · clave ${v.api_key_id}` : ''}{v.ip ? ` · ${v.ip}` : ''}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )}
            {data && data.length > 0 && !phone && (
              <TableContainer>
                <Table size="small" data-testid="credential-views-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>Fecha</TableCell>
                      <TableCell>Quién</TableCell>
                      <TableCell>Desde</TableCell>
                      <TableCell>Origen</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.map((v) => (
                      <TableRow key={v.id} data-testid="credential-view-row">
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(v.created_at)}</TableCell>
                        <TableCell>{v.user_name ?? 'Sin sesión'}{v.profile_id === null && resource === 'profiles' ? ' (cuenta)' : ''}</TableCell>
                        <TableCell>{v.screen_label}</TableCell>
                        <TableCell>{SOURCES[v.source]}{v.api_key_id ? ` · clave ${v.api_key_id}` : ''}{v.ip ? ` · ${v.ip}` : ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </DialogContent>
          <DialogActions><Button onClick={() => setOpen(false)}>Cerrar</Button></DialogActions>
        </Dialog>
      )}
    </>
  );
}
