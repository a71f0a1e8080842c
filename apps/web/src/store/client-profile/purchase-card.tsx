import type { ClientPurchase } from '@app/shared/store/cart';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CredentialsList } from '../checkout/credentials-list.tsx';
import { StatusChip } from '../checkout/status-chip.tsx';
import { useStoreCurrency } from '../store-currency.tsx';
import { isWaitingRenewal, profileActions, type WaitingRenewals } from './profile-actions.ts';
import { useAction } from './small-forms.tsx';

/**
 * One purchase: its credentials (copy buttons), renewal date, "renew from balance" and "report a fault" per unit; a
 * unit whose early renewal waits for approval says so instead of offering the renewal again.
 */
export function PurchaseCard({ purchase, waiting, onChanged }: { purchase: ClientPurchase; waiting: WaitingRenewals; onChanged: () => void }) {
  const { format } = useStoreCurrency();
  const a = useAction();
  const [faultFor, setFaultFor] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const delivered = purchase.status === 'finalized';
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} data-testid="client-purchase">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {purchase.quantity} × {purchase.product_name}
        </Typography>
        <StatusChip small tone={delivered ? 'done' : 'pending'} label={delivered ? 'Entregado' : 'Pendiente de pago'} />
      </Box>
      <Typography variant="body2" color="text.secondary">Pedido #{purchase.number} · {format(purchase.total)}</Typography>
      {delivered && <CredentialsList units={purchase.units} />}
      {delivered && purchase.units.filter((u) => u.profile_id).map((u) => (
        <Box key={u.profile_id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {isWaitingRenewal(waiting, u) ? (
            // asked early: it waits for the company, so the page does not invite a second request
            <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="renewal-waiting">
              <StatusChip small tone="pending" label={u.profile ? `Renovación de ${u.profile} por aprobar` : 'Renovación por aprobar'} />
              <Typography variant="body2" color="text.secondary">Espera la aprobación de la empresa; aún no se cobró nada.</Typography>
            </Box>
          ) : (
            <Button size="small" variant="outlined" disabled={a.busy} data-testid="renew-from-balance"
              onClick={() => a.run(() => profileActions.renew(u.profile_id!), onChanged)}>
              Renovar {u.profile ?? ''} con mi saldo
            </Button>
          )}
          <Button size="small" color="warning" onClick={() => setFaultFor(faultFor === u.profile_id ? null : u.profile_id)}>Reportar una falla</Button>
        </Box>
      ))}
      {faultFor && (
        <Box component="form" sx={{ display: 'grid', gap: 1 }} onSubmit={(e) => {
          e.preventDefault();
          void a.run(() => profileActions.reportFault(faultFor, description), () => { setFaultFor(null); setDescription(''); });
        }}>
          <TextField size="small" multiline minRows={2} required label="Describe la falla" value={description} onChange={(e) => setDescription(e.target.value)} />
          <Button type="submit" variant="contained" color="warning" disabled={a.busy}>Enviar reporte</Button>
        </Box>
      )}
      {a.view}
    </Paper>
  );
}
