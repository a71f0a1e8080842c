import { Box, Button, Typography } from '@mui/material';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';

/** Unknown or inactive seller code (the server answers the same URL with HTTP 404). */
export function StoreNotFound({ title = 'Tienda no encontrada', text = 'El enlace no corresponde a ninguna tienda activa. Revisa el código del vendedor o pídele su enlace de nuevo.' }: { title?: string; text?: string }) {
  return (
    <Box component="main" data-testid="store-not-found" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 420 }}>
        <StorefrontOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>{title}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>{text}</Typography>
        <Button href="/" variant="outlined" sx={{ mt: 3 }}>Ir al inicio</Button>
      </Box>
    </Box>
  );
}
