import { formatDateTime } from '@app/shared';
import { Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWebhookDeliveries } from './api.ts';

const COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

/** One webhook's delivery log: each event with its state, attempts and the receiver's last answer. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const t = useTranslate();
  const log = useWebhookDeliveries(webhookId);
  if (log.isPending) return <CircularProgress size={18} />;
  if (!log.data?.length) return <Typography variant="body2" color="text.secondary">{t('integrations.no_deliveries')}</Typography>;
  return (
    <Table size="small" data-testid={`webhook-deliveries-${webhookId}`}>
      <TableHead>
        <TableRow>
          <TableCell>{t('integrations.when')}</TableCell>
          <TableCell>{t('integrations.event')}</TableCell>
          <TableCell>{t('integrations.status')}</TableCell>
          <TableCell>{t('integrations.attempts')}</TableCell>
          <TableCell>{t('integrations.answer')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {log.data.map((d) => (
          <TableRow key={d.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.created_at)}</TableCell>
            <TableCell>{d.event}</TableCell>
            <TableCell><Chip size="small" color={COLORS[d.status]} label={t(`integrations.delivery_${d.status}`)} /></TableCell>
            <TableCell>{d.attempts}</TableCell>
            <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>{d.last_status ? `HTTP ${d.last_status} · ` : ''}{d.last_answer ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
