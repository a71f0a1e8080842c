/**
 * The public store `/store/{codeuser}` (spec §2, DOMAIN.md "Store, catalog and clients"): its own lazily loaded
 * bundle, MUI only (no react-admin), so a phone loads it fast. What is where:
 * - store-main.tsx     entry used when the first page load is a /store/ URL (main.tsx picks it).
 * - store-app.tsx      this shell: company theme + header (seller, logo, WhatsApp) around the store routes.
 * - store-routes.tsx   which page the path shows (catalog, client-profile); store-location.tsx the store's own
 *                      routing (links, back/forward) without a router library.
 * - use-store.ts       `useStore(codeuser)`: the listing (store info + items), fetched once per page load.
 * - store-theme.ts     MUI theme from the company colors; store-price.ts: converted price formatting and the
 *                      remembered currency; store-currency.tsx: the currency picker state shared by all pages.
 * - catalog/           the product listing page (search, service filter, cards); store-header.tsx the top bar.
 * - store-not-found.tsx the Spanish not-found page (the server also answers the URL with HTTP 404).
 * Cart, account, checkout and client profile live in cart/, account/, checkout/, client-profile/.
 */
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { StoreCurrencyProvider } from './store-currency.tsx';
import { storeRoute, useStorePath } from './store-location.tsx';
import { StoreRoutes } from './store-routes.tsx';
import { storeTheme } from './store-theme.ts';
import { useStore } from './use-store.ts';

/** Mounted at `/store/:codeuser/*`: the theme follows the company's colors once the store is known. */
export default function StoreApp() {
  const route = storeRoute(useStorePath());
  const state = useStore(route.codeuser);
  const colors = state.status === 'ready' ? state.data.store.colors : undefined;
  const theme = useMemo(() => storeTheme(colors), [colors]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <StoreCurrencyProvider currencies={state.status === 'ready' ? state.data.store.currencies : []}>
        <StoreRoutes state={state} route={route} />
      </StoreCurrencyProvider>
    </ThemeProvider>
  );
}
