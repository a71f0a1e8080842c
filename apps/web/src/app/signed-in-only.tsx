import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../auth-provider.ts';
import { getSession } from '../session.ts';

/**
 * The admin mounts only with a session. Without one (a bookmark or a notification's link opened signed out, a session
 * lost to a 401) the user goes to the sign-in once, which then returns to the page asked for. Left to react-admin,
 * the sign-in's redirect ran inside a router transition that kept the admin mounted, and the admin's auth check
 * redirected again on every render of it: about 1,500 navigations and 12 s of a busy tab before the sign-in showed.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = getSession() !== null;
  const asked = `${location.pathname}${location.search}`;
  const sent = useRef(false);
  useEffect(() => {
    if (signedIn || sent.current) return;
    sent.current = true;
    navigate(LOGIN_PATH, { replace: true, state: { nextPathname: asked } });
  }, [signedIn, navigate, asked]);
  return signedIn ? children : null;
}
