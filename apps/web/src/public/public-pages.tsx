import LoginPage from './login-page.tsx';
import { publicPathOf } from './public-paths.ts';
import RecoverPage from './recover-page.tsx';
import RegisterDistributorPage from './register-distributor-page.tsx';

/** The page at one of PUBLIC_PATHS (public-paths.ts), its query (a reset token, an inviting seller's code) passed in. */
export function PublicPage({ pathname, search }: { pathname: string; search: string }) {
  const params = new URLSearchParams(search);
  const path = publicPathOf(pathname);
  if (path === '/auth/recover') return <RecoverPage token={params.get('token')} />;
  if (path === '/auth/register-distributor') return <RegisterDistributorPage code={params.get('code')} />;
  return <LoginPage />;
}
