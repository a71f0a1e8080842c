import { createTheme, type Theme } from '@mui/material/styles';
import { STORE_DEFAULT_COLORS } from '@app/shared/store/store-listing';
import { WARNING_TONES } from '../lib/accessible-tones.ts';
import { withReducedMotion } from '../lib/reduced-motion.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The store wears its company's colors. Built with MUI alone (no react-admin theme) so the store bundle stays
 * small; a color that is not a 6-digit hex falls back to the product's brand.
 */
export function storeTheme(colors?: { primary?: string; secondary?: string }): Theme {
  const primary = colors?.primary && HEX.test(colors.primary) ? colors.primary : STORE_DEFAULT_COLORS.primary;
  const secondary = colors?.secondary && HEX.test(colors.secondary) ? colors.secondary : STORE_DEFAULT_COLORS.secondary;
  return createTheme(withReducedMotion({
    palette: {
      mode: 'light', primary: { main: primary }, secondary: { main: secondary }, background: { default: '#f4f6f9' },
      warning: WARNING_TONES,
    },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    shape: { borderRadius: 10 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
    },
  }));
}
