import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import PosApp from './shell/pos-app.tsx';
import { registerPosServiceWorker } from './shell/service-worker.ts';
import './pos.css';

/**
 * Entry of a page load on /pos (main.tsx imports it dynamically): React, Dexie and the POS only, no react-admin
 * and no MUI, so a till loads fast and keeps working with the network off (the service worker holds the shell).
 */
export function mountPos(root: HTMLElement) {
  document.title = 'Punto de venta';
  registerPosServiceWorker();
  createRoot(root).render(
    <StrictMode>
      <PosApp />
    </StrictMode>,
  );
}
