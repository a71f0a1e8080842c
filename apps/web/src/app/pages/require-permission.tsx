import type { ReactNode } from 'react';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';
import UnauthorizedPage from '../../components/pages/unauthorized-page.tsx';

/** Custom pages guard themselves like resources do: without the permission, "No autorizado", not an error. */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const session = useSession();
  return hasPermission(session, permission) ? <>{children}</> : <UnauthorizedPage />;
}
