import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell,
  TableHead, TableRow, Typography,
} from '@mui/material';
import { formatDateTime, type LogEntry } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useAppDataProvider } from '../engine/use-app-data-provider.ts';
import { changeText, parseChanges } from './log-changes.ts';

export interface LogViewerProps {
  open: boolean;
  onClose: () => void;
  objectType: string;
  objectId: number | string;
  /** Resource whose field labels name the changed fields. */
  resource?: string;
}

/** A log entry's field changes as a before/after table. */
export function ChangesTable({ changes, resource }: { changes: unknown; resource?: string }) {
  const t = useTranslate();
  const rows = parseChanges(changes);
  if (!rows.length) return null;
  const label = (field: string) => (resource ? t(`resources.${resource}.fields.${field}`, { _: field }) : field);
  return (
    <Table size="small" sx={{ mt: 0.5, '& td, & th': { fontSize: 12, py: 0.25 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('engine.log_field')}</TableCell>
          <TableCell>{t('engine.log_before')}</TableCell>
          <TableCell>{t('engine.log_after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.field}>
            <TableCell>{label(r.field)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{changeText(r.before)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{changeText(r.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Spec §2 log viewer: every log of one record (date, user, text, changes), newest first. */
export function LogViewer({ open, onClose, objectType, objectId, resource }: LogViewerProps) {
  const t = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data, isPending, error } = useQuery<LogEntry[]>({
    queryKey: ['logs', objectType, objectId],
    queryFn: () => dataProvider.getLogs(objectType, objectId),
    enabled: open,
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="log-viewer-title">
      <DialogTitle id="log-viewer-title">{t('engine.logs_title')}</DialogTitle>
      <DialogContent dividers>
        {isPending && <Box sx={{ textAlign: 'center', py: 3 }}><CircularProgress /></Box>}
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {data && !data.length && <Typography color="text.secondary">{t('engine.no_logs')}</Typography>}
        {data && data.length > 0 && (
          <Table size="small" data-testid="log-table">
            <TableHead>
              <TableRow>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('engine.log_date')}</TableCell>
                <TableCell>{t('engine.log_user')}</TableCell>
                <TableCell>{t('engine.log_text')}</TableCell>
                <TableCell>{t('engine.log_changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((log) => (
                <TableRow key={log.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.created_at)}</TableCell>
                  <TableCell>{log.user_name}</TableCell>
                  <TableCell>{log.text}</TableCell>
                  <TableCell sx={{ minWidth: 240 }}><ChangesTable changes={log.changes} resource={resource} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
