import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import StoreApp from './store-app.tsx';

/**
 * Entry of a page load that starts on a /store/ URL (main.tsx imports it dynamically): only React, MUI and the
 * store, none of the admin's providers, so a phone downloads the least it can.
 */
export function mountStore(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <StoreApp />
    </StrictMode>,
  );
}
