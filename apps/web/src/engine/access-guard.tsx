import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import UnauthorizedPage from '../components/pages/unauthorized-page.tsx';

/**
 * Decides access before a screen mounts. react-admin's own check lets the list query start while it
 * redirects, which costs a 403 per forbidden screen; here nothing is asked for until access is known, and a
 * refusal answers "No autorizado" in place.
 */
export function AccessGuard({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return null;
  return canAccess ? <>{children}</> : <UnauthorizedPage />;
}
