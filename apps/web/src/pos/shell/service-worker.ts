/**
 * The service worker (built by vite-plugin-pwa/Workbox as /sw.js) precaches the app shell so /pos opens with the
 * network off. Its scope is /pos only: the back office and the store keep loading from the network as before.
 */
export function registerPosServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/pos' }).catch(() => {
    // no service worker (private mode, an old browser): the POS still works while this tab stays open
  });
}
