/**
 * The page's entry only chooses what to load: a /store/ URL gets the public store alone (its own small bundle,
 * a buyer on a phone must get it in ≤ 150 kB gzip), every other URL the app with the admin's providers. Both are dynamic
 * imports so neither pays for the other. /pos gets the point of sale the same way.
 */
const root = document.getElementById('root')!;

function loadFailed() {
  root.innerHTML = '<p style="font-family:sans-serif;padding:24px">No se pudo cargar la aplicación. Revisa tu conexión y recarga la página.</p>';
}

if (/^\/store\/[^/]/.test(window.location.pathname)) {
  import('./store/store-main.tsx').then((m) => m.mountStore(root), loadFailed);
} else if (/^\/pos(\/|$)/.test(window.location.pathname)) {
  // the offline point of sale: React and Dexie only (≤ 200 kB gzip), its shell cached by a service worker
  import('./pos/pos-main.tsx').then((m) => m.mountPos(root), loadFailed);
} else {
  import('./app/app-main.tsx').then((m) => m.mountApp(root), loadFailed);
}
