import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * How the public pages move and where they are, without a router library: the small public entry keeps its own
 * history (public-main.tsx), the full app hands in react-router's (features/auth). The pages only read this.
 */
export interface PublicNav {
  /** Query string of the current address, e.g. `?token=…`. */
  search: string;
  /** The page the user was sent away from to sign in (a lost session), where the login returns. */
  nextPath?: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** After a successful sign-in: into the admin, at `target`. */
  signedIn: (target: string) => void;
  /** The first keystroke on the login form: a moment to start fetching the admin. */
  typing?: () => void;
}

const PublicNavContext = createContext<PublicNav | null>(null);

export const PublicNavProvider = ({ value, children }: { value: PublicNav; children: ReactNode }) => (
  <PublicNavContext.Provider value={value}>{children}</PublicNavContext.Provider>
);

export function usePublicNav(): PublicNav {
  const nav = useContext(PublicNavContext);
  if (!nav) throw new Error('usePublicNav fuera de PublicNavProvider');
  return nav;
}

/** An in-app link: a real href (open in a new tab works), a client-side move on a plain click. */
export function PublicLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = usePublicNav();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <a className="pub-link" href={to} onClick={click}>{children}</a>;
}
