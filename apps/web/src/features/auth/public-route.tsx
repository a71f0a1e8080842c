import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PublicNavProvider, type PublicNav } from '../../public/public-nav.tsx';
import { PublicPage } from '../../public/public-pages.tsx';
import { getSession } from '../../session.ts';

/**
 * The public pages when the whole app is already loaded (a sign-out, a lost session, a link from the admin): the
 * same pages as the small public entry, moved by the app's router. A signed-in user on `/` goes to the admin.
 */
export default function PublicRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);
  const nextPath = (location.state as { nextPathname?: string } | null)?.nextPathname;
  const nav = useMemo<PublicNav>(() => ({
    search: location.search,
    nextPath,
    navigate: (to, options) => navigate(to, options),
    signedIn: (target) => {
      setSignedIn(true);
      navigate(target, { replace: true });
    },
  }), [location.search, nextPath, navigate]);
  if (location.pathname === '/' && getSession() && !signedIn) {
    return <Navigate to={nextPath?.startsWith('/admin') ? nextPath : '/admin'} replace />;
  }
  return (
    <PublicNavProvider value={nav}>
      <PublicPage pathname={location.pathname} search={location.search} />
    </PublicNavProvider>
  );
}
