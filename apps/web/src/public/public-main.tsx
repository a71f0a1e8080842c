import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { showLoadFailed } from '../load-failed.ts';
import { PublicNavProvider, type PublicNav } from './public-nav.tsx';
import { PublicPage } from './public-pages.tsx';

/**
 * Entry of a page load that starts on a public page with no session (main.tsx imports it dynamically): React and
 * these forms only, no react-admin nor MUI, so the login is usable after a few kilobytes. The admin is fetched
 * while the user types and mounted in place once the sign-in succeeds.
 */

let adminLoad: Promise<typeof import('../app/app-main.tsx')> | undefined;
/** Starts (once) fetching the app and its admin, so signing in does not wait for them. */
function loadAdmin() {
  if (!adminLoad) {
    adminLoad = import('../app/app-main.tsx');
    // the admin is its own chunk behind the app's router: fetched now too, run when the router asks for it
    void import('../app/admin-app.tsx').catch(() => {});
  }
  return adminLoad;
}

const here = () => ({ pathname: window.location.pathname, search: window.location.search });
/** react-router keeps a navigation's state under `usr`: a lost session sends the user here with the page it was on. */
const nextPathOf = (state: unknown) => (state as { usr?: { nextPathname?: string } } | null)?.usr?.nextPathname;

function PublicApp({ onSignedIn }: { onSignedIn: (target: string) => void }) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const back = () => setLocation(here());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  const nav = useMemo<PublicNav>(() => ({
    search: location.search,
    nextPath: nextPathOf(window.history.state),
    navigate: (to, options) => {
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      setLocation(here());
      window.scrollTo(0, 0);
    },
    signedIn: onSignedIn,
    typing: () => void loadAdmin().catch(() => {}),
  }), [location, onSignedIn]);
  return (
    <PublicNavProvider value={nav}>
      <PublicPage pathname={location.pathname} search={location.search} />
    </PublicNavProvider>
  );
}

/** Signed in: the public page gives way to the whole app, at the admin page the login was for. */
async function enterAdmin(reactRoot: Root, root: HTMLElement, target: string) {
  let app: Awaited<ReturnType<typeof loadAdmin>>;
  try {
    app = await loadAdmin();
  } catch {
    adminLoad = undefined;
    showLoadFailed(root);
    return;
  }
  reactRoot.unmount();
  window.history.replaceState(null, '', target);
  app.mountApp(root);
}

export function mountPublic(root: HTMLElement) {
  const reactRoot = createRoot(root);
  const onSignedIn = (target: string) => void enterAdmin(reactRoot, root, target);
  reactRoot.render(
    <StrictMode>
      <PublicApp onSignedIn={onSignedIn} />
    </StrictMode>,
  );
}
