import { Chip, type ChipProps } from '@mui/material';
import { redeemableStateLabel } from '@app/shared';

const COLORS: Record<string, ChipProps['color']> = {
  available: 'default', assigned: 'info', sold: 'warning', redeemed: 'success', expired: 'error', annulled: 'default',
};

/** A code's state (Creado, Asignado, Vendido, Redimido, Vencido, Anulado) as a small colored chip. */
export function StateChip({ state }: { state: string }) {
  return <Chip size="small" label={redeemableStateLabel(state)} color={COLORS[state] ?? 'default'} variant={state === 'annulled' ? 'outlined' : 'filled'} />;
}
