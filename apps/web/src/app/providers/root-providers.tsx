import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { I18nContextProvider, StoreContextProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { GlobalDialogs } from '../../components/dialogs/global-dialogs.tsx';
import { i18nProvider } from '../../i18n-provider.ts';
import { store } from '../store.ts';
import { theme } from '../theme.ts';

const muiTheme = createTheme(theme);

/**
 * What every page needs, public or admin: theme, translations (react-admin's i18n so both halves share one
 * catalogue) and the global error/success dialogs.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <StoreContextProvider value={store}>
        <I18nContextProvider value={i18nProvider}>
          {children}
          <GlobalDialogs />
        </I18nContextProvider>
      </StoreContextProvider>
    </ThemeProvider>
  );
}
