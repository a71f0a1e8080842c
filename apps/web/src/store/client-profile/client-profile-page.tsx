import type { StoreListing } from '@app/shared/store/store-listing';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { StoreLink } from '../store-location.tsx';
import { useStoreCart } from '../cart/cart-context.tsx';
import { cartApi } from '../cart/cart-api.ts';
import { StatusChip } from '../checkout/status-chip.tsx';
import { TopUpForm } from '../checkout/top-up-form.tsx';
import { useStoreCurrency } from '../store-currency.tsx';
import { profileActions } from './profile-actions.ts';
import { PurchaseCard } from './purchase-card.tsx';
import { DataForm, RedeemForm, TicketForm, useAction } from './small-forms.tsx';
import { useClientProfile } from './use-client-profile.ts';

const TOP_UP_STATES: Record<string, string> = { draft: 'Pendiente', finalized: 'Aprobada', rejected: 'Rechazada', reversed: 'Reversada' };

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.25 }} aria-label={title} data-testid={testId}>
      <Typography component="h2" variant="h6">{title}</Typography>
      {children}
    </Paper>
  );
}

/**
 * `/store/{codeuser}/client-profile` (spec §2): the client's data and password, balance and top-ups, the orders
 * waiting for payment, its purchases with credentials and renewal dates (renew, report a fault), redeem a code, a
 * ticket with the seller and WhatsApp to the seller. Live: it reloads when the stream says the balance moved or a
 * notification arrived.
 */
export default function ClientProfilePage({ listing }: { listing: StoreListing }) {
  const cart = useStoreCart();
  const { format } = useStoreCurrency();
  const { state, reload } = useClientProfile(cart.code, cart.client);
  const pay = useAction();
  const [topUpFor, setTopUpFor] = useState<number | null>(null);

  if (state.status === 'loading') return <Box sx={{ display: 'flex', justifyContent: 'center', pt: 8 }}><CircularProgress aria-label="Cargando tu perfil" /></Box>;
  if (state.status !== 'ready') {
    return (
      <Box sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
        <Typography component="h2" variant="h6">{state.message}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" onClick={() => cart.setAccountOpen(true)}>Ingresar</Button>
          <Button component={StoreLink} to={`/store/${encodeURIComponent(cart.code)}`}>Volver a la tienda</Button>
        </Box>
      </Box>
    );
  }
  const { profile } = state;
  const whatsapp = profile.seller.whatsapp ?? listing.store.whatsapp;
  return (
    <Box sx={{ pt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }} data-testid="client-profile">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={`Hola, ${profile.client.name}`}>
          <Typography>Saldo disponible: <strong data-testid="client-balance">{format(profile.client.balance)}</strong></Typography>
          <Typography variant="body2" color="text.secondary">{profile.client.email} · {profile.client.phone}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {whatsapp && (
              <Button href={whatsapp} target="_blank" rel="noopener noreferrer" variant="contained" color="success" startIcon={<WhatsApp />}>
                Escribir a {profile.seller.name}
              </Button>
            )}
            <Button component={StoreLink} to={`/store/${encodeURIComponent(cart.code)}`} variant="outlined">Seguir comprando</Button>
            <Button onClick={cart.signOut}>Cerrar sesión</Button>
          </Box>
        </Section>

        {profile.pending.length > 0 && (
          <Section title="Pedidos pendientes de pago" testId="client-pending">
            {profile.pending.map((p) => (
              <Paper key={p.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <StatusChip small tone="pending" label="Pendiente de pago" />
                  <Typography sx={{ flex: 1 }} variant="body2">{p.items.map((i) => `${i.qt} × ${i.name}`).join(', ')}</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{format(p.total)}</Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="contained" disabled={pay.busy || profile.client.balance < p.total}
                    onClick={() => pay.run(async () => (await cartApi.pay(cart.code, p.id)).msg, reload)}>
                    Pagar ahora con mi saldo
                  </Button>
                  <Button variant="outlined" onClick={() => setTopUpFor(topUpFor === p.id ? null : p.id)}>Reportar una recarga</Button>
                </Box>
                {topUpFor === p.id && <TopUpForm suggested={Math.max(0, p.total - profile.client.balance)} onDone={reload} />}
              </Paper>
            ))}
            {pay.view}
          </Section>
        )}

        <Section title="Mis compras" testId="client-purchases">
          {profile.purchases.length === 0
            ? <Typography color="text.secondary">Aún no tienes compras en esta tienda.</Typography>
            : profile.purchases.map((p) => <PurchaseCard key={p.order_id} purchase={p} waiting={state.waiting} onChanged={reload} />)}
        </Section>
      </Box>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title="Mis recargas">
          {profile.top_ups.length === 0 ? <Typography color="text.secondary" variant="body2">Sin recargas reportadas.</Typography> : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {profile.top_ups.map((t) => (
                <li key={t.id}><Typography variant="body2">{format(t.amount)} · {t.transaction_id} · {TOP_UP_STATES[t.state] ?? t.state}</Typography></li>
              ))}
            </Box>
          )}
          {profile.pending.length === 0 && <TopUpForm onDone={reload} />}
        </Section>
        <Section title="Redimir un código">
          <RedeemForm redeem={profileActions.redeem} onDone={reload} />
        </Section>
        <Section title="Ayuda de tu vendedor">
          <TicketForm open={profileActions.openTicket} />
        </Section>
        <Section title="Mis datos y contraseña">
          <DataForm
            initial={{ name: profile.client.name, email: profile.client.email ?? '' }}
            save={profileActions.saveData}
            changePassword={(pw) => profileActions.changePassword(profile.client.id, pw)}
          />
        </Section>
        {state.status === 'ready' && profile.pending.length === 0 && profile.purchases.length === 0 && (
          <Alert severity="info">Agrega productos al carrito y págalos con tu saldo.</Alert>
        )}
      </Box>
    </Box>
  );
}
