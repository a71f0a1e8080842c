import { Alert, Box, Button, Typography } from '@mui/material';
import { StoreLink } from '../store-location.tsx';
import type { CheckoutAnswer } from '../cart/cart-api.ts';
import { useStoreCurrency } from '../store-currency.tsx';
import { CredentialsList } from './credentials-list.tsx';
import { StatusChip } from './status-chip.tsx';
import { formatMoney } from '@app/shared';
import { TopUpForm, useMinimumTopUp } from './top-up-form.tsx';

/** After checkout: the delivered credentials, or the wait for payment with the top-up form. */
export function CheckoutResult({ answer, code }: { answer: CheckoutAnswer; code: string }) {
  const { format } = useStoreCurrency();
  const minimum = useMinimumTopUp();
  const profile = `/store/${encodeURIComponent(code)}/client-profile`;
  if (answer.status === 'paid') {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity="success">{answer.msg}</Alert>
        <CredentialsList units={answer.items} />
        <Button component={StoreLink} to={profile} variant="outlined">Ver mi perfil</Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="checkout-pending">
      <StatusChip tone="pending" label="Pendiente de pago" />
      <Typography variant="body2">
        Tu pedido está reservado por {format(answer.cart.total)}. Te faltan <strong>{format(answer.missing)}</strong> de saldo.
        {minimum > answer.missing && <> La recarga mínima es <strong>{formatMoney(minimum, { decimals: 0 })}</strong>.</>}
      </Typography>
      <TopUpForm suggested={answer.missing} />
      <Button component={StoreLink} to={profile} variant="outlined">Ver mi perfil</Button>
    </Box>
  );
}
