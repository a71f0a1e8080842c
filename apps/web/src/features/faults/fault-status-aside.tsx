import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { formatDateTime, formatMoney } from '@app/shared';
import { useRecordContext } from 'react-admin';
import { DeliveredUnits } from '../../components/money/delivered-units.tsx';
import { useFaultDelivery } from './api.ts';

/** What happened to the report, in one sentence for whoever reads it (the buyer above all). */
function outcome(r: Record<string, any>): { severity: 'info' | 'warning' | 'success' | 'error'; text: string } {
  if (r.status === 'open') {
    return r.stock_status === 'waiting_stock'
      ? { severity: 'warning', text: 'En espera de inventario: no hay por ahora otra unidad de este producto. Se resolverá en cuanto llegue.' }
      : { severity: 'info', text: 'Abierto: el personal lo está revisando. Te avisaremos en la campana cuando se resuelva.' };
  }
  if (r.status === 'rejected') {
    return { severity: 'error', text: `Rechazado: ${r.reason ?? ''}.${r.penalty_amount ? ` Se cobró una penalidad de ${formatMoney(r.penalty_amount)}.` : ''}` };
  }
  if (r.resolution === 'refunded') {
    return { severity: 'success', text: `Reembolsado: se devolvieron ${formatMoney(r.refund_amount ?? 0)} al saldo por los días sin usar.` };
  }
  return { severity: 'success', text: 'Reasignado: se entregó otra unidad del mismo producto, con la misma fecha de vencimiento.' };
}

/**
 * Beside a report (`/admin/report-fault-account/{id}`): its outcome and, once reassigned, the replacement's
 * credentials delivered like a purchase (copy buttons and the company's message), for the buyer's chain and staff
 * while the buyer holds it.
 */
export function FaultStatusAside() {
  const record = useRecordContext();
  const id = record?.id;
  const reassigned = record?.resolution === 'reassigned';
  const { data, isPending } = useFaultDelivery(id, reassigned);
  if (!record) return null;
  const { severity, text } = outcome(record);
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { xs: '100%', md: 420 }, flexShrink: 0, alignSelf: 'flex-start' }} data-testid="fault-status">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Estado del reporte</Typography>
        <Alert severity={severity} data-testid="fault-outcome">{text}</Alert>
        {record.resolved_at && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>Resuelto el {formatDateTime(record.resolved_at)}</Typography>
        )}
        {reassigned && (
          <Box sx={{ mt: 2 }} data-testid="fault-replacement">
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>Unidad de reemplazo</Typography>
            {isPending ? <CircularProgress size={24} />
              : data?.length ? <DeliveredUnits items={data} />
                : <Typography color="text.secondary">La unidad de reemplazo ya no pertenece al comprador.</Typography>}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
