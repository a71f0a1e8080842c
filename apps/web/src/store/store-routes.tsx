import { Box, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../lib/lazy-page.ts';
import CatalogPage from './catalog/catalog-page.tsx';
import { StoreCartProvider } from './cart/cart-context.tsx';
import { StoreHeader } from './store-header.tsx';
import { StoreNotFound } from './store-not-found.tsx';
import type { StoreRoute } from './store-location.tsx';
import type { StoreState } from './use-store.ts';

// the client profile is its own chunk: the catalog's first load does not carry it
const ClientProfilePage = lazyPage(() => import('./client-profile/client-profile-page.tsx'));

/**
 * The store's routes, relative to `/store/:codeuser`. Every page gets the store already loaded (`state`) and the
 * header around it; unknown or inactive codes show the not-found page whatever the sub-path.
 */
export function StoreRoutes({ state, route }: { state: StoreState; route: StoreRoute }) {
  if (state.status === 'loading') {
    return (
      <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', pt: 10 }}>Cargando la tienda…</Typography>
    );
  }
  if (state.status === 'not-found') return <StoreNotFound />;
  if (state.status === 'error') {
    return <StoreNotFound title="No pudimos abrir la tienda" text={state.message} />;
  }
  const { data } = state;
  const page = (content: ReactNode) => (
    <>
      <StoreHeader store={data.store} />
      <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, pb: 6 }}>
        <Suspense fallback={<Typography role="status" color="text.secondary" sx={{ textAlign: 'center', pt: 8 }}>Cargando…</Typography>}>{content}</Suspense>
      </Box>
    </>
  );
  return (
    <StoreCartProvider listing={data}>
      {route.page === '' ? page(<CatalogPage listing={data} />)
        : route.page === 'client-profile' ? page(<ClientProfilePage listing={data} />)
          : <StoreNotFound />}
    </StoreCartProvider>
  );
}

export function StoreMessage({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>{children}</Typography>;
}
