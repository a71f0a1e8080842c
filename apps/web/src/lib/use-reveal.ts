import { useCallback } from 'react';

/**
 * A result that appears somewhere else on the page than the button that produced it (a purchase's credentials at
 * the top while the buyer is scrolled down at the product) is brought to the eye: scrolled into view and focused,
 * so a screen reader reads it and a buyer does not think nothing happened and buy again. Use the returned ref on
 * the result's container, rendered only while there is a result; it needs `tabIndex={-1}` to take the focus.
 */
export function useReveal<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return;
    // after the layout of this render, so the position scrolled to is the final one
    requestAnimationFrame(() => {
      element.scrollIntoView({ block: 'start', behavior: 'auto' });
      element.focus({ preventScroll: true });
    });
  }, []);
}
