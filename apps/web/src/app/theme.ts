import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { WARNING_TONES } from '../lib/accessible-tones.ts';
import { withReducedMotion } from '../lib/reduced-motion.ts';

/** What a Checkbox's slot functions receive: its props, among them the name it was given. */
type CheckboxOwnerState = { 'aria-label'?: string };

const LOADING = 'Cargando…';

/**
 * One theme for public pages and the admin: react-admin's defaults with the brand colours and Roboto, still when the
 * person asked for less motion.
 */
export const theme: RaThemeOptions = withReducedMotion({
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1f4e79', dark: '#153654', light: '#4a77a3' },
    secondary: { main: '#e0801f' },
    // MUI's red (#d32f2f) reads at 3.8:1 on react-admin's grey form toolbar (the red Eliminar): this one keeps ≥ 4.5:1
    error: { main: '#b71c1c', light: '#d32f2f', dark: '#7f0000' },
    // MUI's light blue (#0288d1) reads at 3.9:1 on white (an outlined Asignado chip, a product's tag): this one
    // keeps ≥ 4.5:1 on white and on the grey page
    info: { main: '#0369a1', light: '#0288d1', dark: '#01579b' },
    warning: WARNING_TONES,
    background: { default: '#f4f6f9' },
    // text on a coloured fill turns dark wherever white would read below WCAG AA's 4.5:1 (white on the orange
    // secondary reads at 2.9:1); MUI's default threshold (3) keeps white down to 3:1
    contrastThreshold: 4.5,
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
    // MUI hands a Checkbox's aria-label to the span around its input (react-admin's row checkboxes are named so):
    // the input goes unnamed (axe label) and a span with no role may not carry a name (axe aria-prohibited-attr).
    // The name moves to the input; a name the caller gives the input itself still wins.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (state: CheckboxOwnerState) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (state: CheckboxOwnerState) => (state['aria-label'] ? { 'aria-label': state['aria-label'] } : {}),
        },
      },
    },
    // a table wider than a phone scrolls inside its container: focusable, so a keyboard can scroll it too
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    // wide tables scroll inside their card instead of widening the whole page (and pushing the toolbar out)
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
      },
    },
  },
});
