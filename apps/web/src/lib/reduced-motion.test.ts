import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { withReducedMotion } from './reduced-motion.ts';

describe('withReducedMotion', () => {
  const options = { palette: { primary: { main: '#1f4e79' } }, components: { MuiButton: { defaultProps: { disableElevation: true } } } };

  it('leaves the theme as it is for a person who did not ask for less motion', () => {
    expect(withReducedMotion(options, false)).toBe(options);
    expect(createTheme(withReducedMotion(options, false)).transitions.create('opacity')).not.toBe('none');
  });

  it('takes every transition and animation away, and keeps the rest of the theme', () => {
    const theme = createTheme(withReducedMotion(options, true));
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    const everything = (theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, string>>)['*, *::before, *::after'];
    expect(everything.animationDuration).toBe('0s !important');
    expect(everything.transitionDuration).toBe('0s !important');
    expect(theme.palette.primary.main).toBe('#1f4e79');
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
  });
});
