import type { StoreItem } from '@app/shared/store/store-listing';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useStoreCurrency } from '../store-currency.tsx';

/** One product of the store: image, name, duration, client price and availability (never the stock count). */
export function ProductCard({ item, action }: { item: StoreItem; action?: ReactNode }) {
  const { format } = useStoreCurrency();
  return (
    <Card component="article" variant="outlined" data-testid="store-product" aria-label={item.name} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
        {item.image
          ? <img src={item.image} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          : <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: 1, textAlign: 'center', px: 1 }}>{item.service}</Typography>}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.25 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.duration_days} {item.duration_days === 1 ? 'día' : 'días'}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: 'auto', pt: 1, gap: 0.5 }}>
          <Typography variant="h6" component="p" data-testid="store-price"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>{format(item.price)}</Typography>
          <Box component="span" sx={{ px: 1, py: 0.25, borderRadius: 4, fontSize: '0.8rem', fontWeight: 500, color: '#fff', bgcolor: item.available ? '#1b5e20' : '#616161' }}>
            {item.available ? 'Disponible' : 'Agotado'}
          </Box>
        </Box>
        {action}
      </CardContent>
    </Card>
  );
}
