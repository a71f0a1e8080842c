import type { StoreListing } from '@app/shared/store/store-listing';
import { Box, Button, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useMemo, useState } from 'react';
import { filterItems, servicesOf } from './filter-items.ts';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ProductCard } from './product-card.tsx';

/** The store's products: search box, one chip per service, the cards in a responsive grid. */
export default function CatalogPage({ listing }: { listing: StoreListing }) {
  const [search, setSearch] = useState('');
  const [service, setService] = useState('');
  const services = useMemo(() => servicesOf(listing.items), [listing.items]);
  const shown = useMemo(() => filterItems(listing.items, search, service), [listing.items, search, service]);
  return (
    <Box sx={{ pt: 2 }}>
      {/* a native input, not TextField or OutlinedInput: those add Select, Menu or InputBase to the store's first load */}
      <Box sx={{ position: 'relative' }}>
        <Search aria-hidden sx={{ position: 'absolute', left: 10, top: '50%', transform: 'translateY(-50%)', color: 'text.secondary' }} />
        <Box
          component="input"
          type="search"
          placeholder="Buscar producto"
          aria-label="Buscar producto"
          data-testid="store-search"
          value={search}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setSearch(e.target.value)}
          sx={{
            width: '100%', font: 'inherit', fontSize: '1rem', py: 1, pl: 5, pr: 1.5, bgcolor: 'background.paper', color: 'text.primary',
            border: 1, borderColor: 'rgba(0,0,0,0.23)', borderRadius: 1, outline: 'none',
            '&:focus': { borderColor: 'primary.main', boxShadow: (th) => `0 0 0 1px ${th.palette.primary.main}` },
          }}
        />
      </Box>
      <Box role="group" aria-label="Filtrar por servicio" sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 1.5 }}>
        {/* Buttons shaped as chips: Button is in the first load already, Chip would add to it */}
        {['', ...services].map((s) => (
          <Button key={s || 'all'} size="small" variant={service === s ? 'contained' : 'outlined'} onClick={() => setService(service === s && s ? '' : s)}
            aria-pressed={service === s} data-testid={s ? `store-service-${s}` : 'store-service-all'}
            sx={{ borderRadius: 4, flexShrink: 0, whiteSpace: 'nowrap', bgcolor: service === s ? undefined : 'background.paper' }}>
            {s || 'Todos'}
          </Button>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {shown.length === 1 ? '1 producto' : `${shown.length} productos`}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {listing.items.length === 0 ? 'Este vendedor aún no publica productos.' : 'Ningún producto coincide con la búsqueda.'}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {shown.map((item) => <ProductCard key={item.id} item={item} action={<AddToCartButton item={item} />} />)}
        </Box>
      )}
    </Box>
  );
}
