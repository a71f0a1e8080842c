import { CART_MAX_QT } from '@app/shared/store/cart-rules';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Remove from '@mui/icons-material/Remove';
import { Alert, Box, Button, Divider, Drawer, IconButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CheckoutResult } from '../checkout/checkout-result.tsx';
import { useStoreCurrency } from '../store-currency.tsx';
import { refreshStore } from '../use-store.ts';
import { cartApi, type CheckoutAnswer } from './cart-api.ts';
import { useStoreCart, type CartLine } from './cart-context.tsx';

const PROBLEM = { unavailable: 'Ya no está disponible: quítalo para pagar.', out_of_stock: 'Agotado: baja la cantidad o quítalo para pagar.' } as const;

function Line({ line }: { line: CartLine }) {
  const { setQt, remove, busy } = useStoreCart();
  const { format } = useStoreCurrency();
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5, py: 1.25 }} data-testid="cart-line" aria-label={line.name}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>{line.name}</Typography>
        <IconButton size="small" aria-label={`Quitar ${line.name}`} onClick={() => remove(line)} disabled={busy}><DeleteOutlined fontSize="small" /></IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton size="small" aria-label={`Quitar una unidad de ${line.name}`} disabled={busy || line.qt <= 1} onClick={() => setQt(line, line.qt - 1)}><Remove fontSize="small" /></IconButton>
        <Typography aria-label={`Cantidad de ${line.name}`} data-testid="cart-qt" sx={{ minWidth: 24, textAlign: 'center' }}>{line.qt}</Typography>
        <IconButton size="small" aria-label={`Agregar una unidad de ${line.name}`} disabled={busy || line.qt >= CART_MAX_QT} onClick={() => setQt(line, line.qt + 1)}><Add fontSize="small" /></IconButton>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>× {format(line.price)}</Typography>
        <Typography variant="subtitle2">{format(line.total)}</Typography>
      </Box>
      {line.problem && <Alert severity="warning" sx={{ py: 0 }}>{PROBLEM[line.problem]}</Alert>}
    </Box>
  );
}

/** The cart drawer: lines (lower, raise, remove), total, coupon and checkout; after paying, the result. */
export default function CartDrawer() {
  const cart = useStoreCart();
  const { format } = useStoreCurrency();
  const [coupon, setCoupon] = useState('');
  const [answer, setAnswer] = useState<CheckoutAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    if (!cart.client) {
      cart.setAccountOpen(true);
      return;
    }
    setError(null);
    setPaying(true);
    try {
      const res = await cartApi.checkout(cart.code, coupon);
      setAnswer(res);
      cart.setServerCart(null);
      refreshStore(cart.code);
    } catch (err) {
      setError((err as Error).message);
      // flagged items come back with the cart
      cart.setServerCart(await cartApi.get(cart.code).catch(() => null));
    } finally {
      setPaying(false);
    }
  };

  const close = () => {
    cart.setOpen(false);
    if (answer) setAnswer(null);
  };

  return (
    <Drawer anchor="right" open={cart.open} onClose={close} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, 'aria-labelledby': 'store-cart-title' } as never }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id="store-cart-title" component="h2" variant="h6" sx={{ flex: 1 }}>{answer ? 'Tu compra' : 'Tu carrito'}</Typography>
        <IconButton aria-label="Cerrar el carrito" onClick={close}><Close /></IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }} data-testid="cart-drawer">
        {answer ? <CheckoutResult answer={answer} code={cart.code} /> : cart.lines.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>Tu carrito está vacío.</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Productos del carrito">
              {cart.lines.map((l) => <Line key={l.id} line={l} />)}
            </Box>
            <Divider sx={{ my: 1 }} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="subtitle1">Total</Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="cart-total">{format(cart.total)}</Typography>
            </Box>
            <TextField fullWidth size="small" label="Cupón (opcional)" value={coupon} onChange={(e) => setCoupon(e.target.value.toUpperCase())} sx={{ mb: 1.5 }}
              slotProps={{ htmlInput: { 'data-testid': 'cart-coupon' } }} />
            {(error || cart.error) && <Alert severity="error" sx={{ mb: 1.5 }}>{error ?? cart.error}</Alert>}
            <Button fullWidth variant="contained" size="large" onClick={pay} disabled={paying || cart.busy} data-testid="cart-checkout">
              {cart.client ? 'Pagar con mi saldo' : 'Continuar para pagar'}
            </Button>
            {!cart.client && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>Crea tu cuenta o inicia sesión para pagar: tu carrito se guarda.</Typography>
            )}
          </>
        )}
      </Box>
    </Drawer>
  );
}
