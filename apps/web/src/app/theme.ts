import { defaultTheme, type RaThemeOptions } from 'react-admin';

const LOADING = 'Cargando…';

/** One theme for public pages and the admin: react-admin's defaults with the brand colours and Roboto. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1f4e79', dark: '#153654', light: '#4a77a3' },
    secondary: { main: '#e0801f' },
    // MUI's red (#d32f2f) reads at 3.8:1 on react-admin's grey form toolbar (the red Eliminar): this one keeps ≥ 4.5:1
    error: { main: '#b71c1c', light: '#d32f2f', dark: '#7f0000' },
    background: { default: '#f4f6f9' },
  },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    // a spinner or bar is announced by name (axe aria-progressbar-name); a caller may still name its own
    MuiCircularProgress: { defaultProps: { 'aria-label': LOADING } },
    MuiLinearProgress: { defaultProps: { 'aria-label': LOADING } },
    // a table wider than a phone scrolls inside its container: focusable, so a keyboard can scroll it too
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    // wide tables scroll inside their card instead of widening the whole page (and pushing the toolbar out)
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
      },
    },
  },
};
