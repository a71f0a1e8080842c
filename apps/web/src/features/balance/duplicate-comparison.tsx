import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { consignmentStateLabel, formatDate, formatDateTime, formatMoney, paymentKindLabel } from '@app/shared';
import { useGetOne, type RaRecord } from 'react-admin';
import { duplicateReasonLabel } from './duplicate-badge.tsx';

const ROWS: { label: string; value: (r: RaRecord) => string }[] = [
  { label: 'Consignación', value: (r) => `#${r.id}` },
  { label: 'Usuario', value: (r) => String(r.user_name ?? r.created_by ?? '—') },
  { label: 'Valor', value: (r) => formatMoney(Number(r.amount ?? 0), { decimals: 0 }) },
  { label: 'Id de la transacción', value: (r) => String(r.transaction_id ?? '') },
  { label: 'Fecha de la consignación', value: (r) => formatDate(r.consignment_registration_date) },
  { label: 'Medio de pago', value: (r) => paymentKindLabel(r.payment_method) || '—' },
  { label: 'Cuenta', value: (r) => String(r.bank_account_name ?? r.bank_account_id ?? '') },
  { label: 'Estado', value: (r) => consignmentStateLabel(r.consignments_state) },
  { label: 'Reportada', value: (r) => formatDateTime(r.created_at) },
];

/**
 * A top-up flagged as a possible duplicate beside the earlier report it seems to repeat: the figures and both
 * receipts, so staff decide with both in sight. Reads both whole records (lists leave the receipts out).
 */
export function DuplicateComparison({ resource, record }: { resource: string; record: RaRecord }) {
  const current = useGetOne(resource, { id: record.id });
  const earlier = useGetOne(resource, { id: record.suspected_duplicate_of }, { enabled: !!record.suspected_duplicate_of });
  if (!record.suspected_duplicate_of) return null;
  if (current.isPending || earlier.isPending) return <CircularProgress size={24} aria-label="Cargando" />;
  return (
    <Box data-testid="duplicate-comparison">
      <Alert severity="warning" sx={{ mb: 1.5 }}>
        {duplicateReasonLabel(record.duplicate_reason)} que la consignación {record.suspected_duplicate_of}: compáralas antes de aprobar.
      </Alert>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Side title="Esta consignación" record={current.data} testId="duplicate-current" />
        <Side title={`La consignación anterior (${record.suspected_duplicate_of})`} record={earlier.data} testId="duplicate-earlier" />
      </Box>
    </Box>
  );
}

function Side({ title, record, testId }: { title: string; record: RaRecord | undefined; testId: string }) {
  return (
    <Box component="section" aria-label={title} data-testid={testId} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{title}</Typography>
      {!record ? <Typography variant="body2">No se pudo leer el registro.</Typography> : (
        <>
          <Stack spacing={0.25}>
            {ROWS.map((row) => (
              <Typography key={row.label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>{row.label}: </Box>{row.value(record)}
              </Typography>
            ))}
          </Stack>
          {typeof record.receipt === 'string' && record.receipt && (
            <Box component="img" src={record.receipt} alt={`Comprobante de la consignación ${record.id}`}
              sx={{ display: 'block', mt: 1, width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: 320, borderRadius: 1, border: 1, borderColor: 'divider' }} />
          )}
        </>
      )}
    </Box>
  );
}
