import type { StoreInfo } from '@app/shared/store/store-listing';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { CartButton } from './cart/cart-button.tsx';
import { useStoreCurrency } from './store-currency.tsx';

/** Top bar of every store page: company logo and name, the seller, currency picker and WhatsApp to the seller. */
export function StoreHeader({ store }: { store: StoreInfo }) {
  const { currencies, currency, setCurrency } = useStoreCurrency();
  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 1.5, maxWidth: 1200, width: '100%', mx: 'auto', px: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', py: 1 }}>
        {/* plain elements, not Avatar / NativeSelect: each MUI component here adds to the store's first load */}
        {store.logo
          ? <Box component="img" src={store.logo} alt={`Logo de ${store.name}`} sx={{ width: 44, height: 44, borderRadius: '50%', objectFit: 'cover', bgcolor: '#fff', flexShrink: 0 }} />
          : <Box aria-hidden sx={{ width: 44, height: 44, borderRadius: '50%', bgcolor: 'secondary.main', display: 'grid', placeItems: 'center', fontWeight: 700, flexShrink: 0 }}>{store.name.slice(0, 1)}</Box>}
        {/* on a phone the name takes the first row and the pickers and buttons wrap below it */}
        <Box sx={{ flex: 1, minWidth: { xs: 'calc(100% - 64px)', sm: 0 } }}>
          <Typography component="h1" variant="h6" data-testid="store-seller"
            sx={{ fontWeight: 600, lineHeight: 1.2, fontSize: { xs: '1.05rem', sm: '1.25rem' }, overflowWrap: 'break-word' }}>
            {store.seller.name}
          </Typography>
          <Typography variant="body2" noWrap sx={{ opacity: 0.9 }}>{store.name}</Typography>
        </Box>
        <Box
          component="select"
          id="store-currency"
          aria-label="Moneda"
          data-testid="store-currency"
          value={currency?.code ?? 'COP'}
          onChange={(e: React.ChangeEvent<HTMLSelectElement>) => setCurrency(e.target.value)}
          sx={{
            color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)', border: '1px solid rgba(255,255,255,0.5)', borderRadius: 1,
            px: 1, py: 0.75, font: 'inherit', fontSize: '0.95rem', cursor: 'pointer', '& option': { color: '#000' },
          }}
        >
          {currencies.map((c) => (
            // short text: the closed picker shows it beside the seller's name on a phone
            <option key={c.code} value={c.code} title={c.name}>{c.symbol ? `${c.code} (${c.symbol})` : c.code}</option>
          ))}
        </Box>
        {store.whatsapp && (
          <Button
            href={store.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="success"
            aria-label={`Escribir a ${store.seller.name} por WhatsApp`}
            data-testid="store-whatsapp"
            sx={{ minWidth: 0, px: { xs: 1.25, sm: 2 }, gap: 1 }}
          >
            <WhatsApp fontSize="small" />
            {/* the phone shows the icon alone so the header stays on two rows */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>Escríbeme</Box>
          </Button>
        )}
        <CartButton />
      </Toolbar>
    </AppBar>
  );
}
