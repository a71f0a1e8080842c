import type { ThemeOptions } from '@mui/material/styles';

/** Whether the person asked their system for less motion (`prefers-reduced-motion`, WCAG 2.3.3), read on load. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * A theme for a person who asked for less motion: dialogs, menus, drawers and tooltips appear and go at once, and CSS
 * animations (a spinner's turn, a skeleton's pulse, a button's ripple) stop at their first frame. The ripple is not
 * turned off: on a button it is also the keyboard's focus mark.
 */
export function withReducedMotion<T extends ThemeOptions>(options: T, reduce = prefersReducedMotion()): T {
  if (!reduce) return options;
  return {
    ...options,
    transitions: { ...options.transitions, create: () => 'none', duration: NO_DURATION },
    components: {
      ...options.components,
      MuiCssBaseline: {
        styleOverrides: {
          '*, *::before, *::after': {
            animationDuration: '0s !important', animationIterationCount: '1 !important',
            transitionDuration: '0s !important', scrollBehavior: 'auto !important',
          },
        },
      },
    },
  };
}
