import { Alert } from '@mui/material';
import { formatMoney } from '@app/shared';
import { useSession } from '../../lib/use-session.ts';

/**
 * Above a top-up report: the least the company accepts (its "minimum_value" configuration, in cents), so the
 * distributor knows it before typing rather than from the refusal.
 */
export function ConsignmentMinimum() {
  const minimum = Number(useSession()?.configuration.minimum_value ?? 0);
  if (!Number.isFinite(minimum) || minimum <= 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="consignment-minimum">
      El valor mínimo de una consignación es {formatMoney(minimum, { decimals: 0 })}. Reporta el valor exacto que consignaste y adjunta el comprobante.
    </Alert>
  );
}
