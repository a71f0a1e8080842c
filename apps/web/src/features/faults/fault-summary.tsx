import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { formatMoney, IMAGE_PREVIEW_WIDTH, type FaultQuote } from '@app/shared';
import type { RaRecord } from 'react-admin';
import { useWholeFaultReport } from './api.ts';

/**
 * The report as staff decide on it: the unit, the buyer, what it says and its screenshot (lists leave images out,
 * so the record is read whole here).
 */
export function FaultSummary({ record }: { record: RaRecord }) {
  const { data } = useWholeFaultReport(record.id);
  const full = data ?? record;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="fault-summary">
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {String(full.type_digital_account_name ?? '')} · {String(full.login ?? '')}{full.profile_name ? ` · ${String(full.profile_name)}` : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">Comprador: {String(full.user_name ?? full.user_id ?? '')}</Typography>
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{String(full.description ?? '')}</Typography>
      {data === undefined ? <Skeleton variant="rectangular" width={IMAGE_PREVIEW_WIDTH} height={40} />
        : full.evidence ? <img src={String(full.evidence)} alt="Captura de pantalla del reporte" style={{ maxWidth: '100%', width: 260, borderRadius: 4 }} data-testid="fault-evidence" />
          : <Typography variant="caption" color="text.secondary">Sin captura de pantalla.</Typography>}
    </Stack>
  );
}

/** The refund the report would give now, in a sentence. */
export function RefundLine({ quote }: { quote: FaultQuote }) {
  if (!quote.refund) {
    return <Alert severity="warning">A esta unidad no le quedan días sin usar: no hay nada que reembolsar.</Alert>;
  }
  return (
    <Alert severity="info" data-testid="fault-refund-amount">
      Se devuelven <b>{formatMoney(quote.refund)}</b> al comprador por {quote.days_left} de {quote.duration_days} días sin usar.
      Las comisiones y el ingreso de la venta se devuelven en proporción.
    </Alert>
  );
}
