import { showLoadFailed } from './load-failed.ts';
import { isPublicPath } from './public/public-paths.ts';

/**
 * The page's entry only chooses what to load: a /store/ URL gets the public store alone (its own small bundle,
 * a buyer on a phone must get it in ≤ 150 kB gzip), every other URL the app with the admin's providers. Both are dynamic
 * imports so neither pays for the other. /pos gets the point of sale the same way, and the public pages (login,
 * recover, register) their own small forms when nobody is signed in (≤ 80 kB brotli; the admin follows after sign-in).
 */
const root = document.getElementById('root')!;
const loadFailed = () => showLoadFailed(root);
// session.ts keeps these two for a signed-in user; a signed-in user on `/` goes straight to the admin
const signedIn = !!(localStorage.getItem('token') && localStorage.getItem('profile'));

if (/^\/store\/[^/]/.test(window.location.pathname)) {
  import('./store/store-main.tsx').then((m) => m.mountStore(root), loadFailed);
} else if (/^\/pos(\/|$)/.test(window.location.pathname)) {
  // the offline point of sale: React and Dexie only (≤ 200 kB gzip), its shell cached by a service worker
  import('./pos/pos-main.tsx').then((m) => m.mountPos(root), loadFailed);
} else if (isPublicPath(window.location.pathname) && !signedIn) {
  import('./public/public-main.tsx').then((m) => m.mountPublic(root), loadFailed);
} else {
  import('./app/app-main.tsx').then((m) => m.mountApp(root), loadFailed);
}
