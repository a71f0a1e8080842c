/** The addresses of the public pages (spec §2): sign in, recover a password, register as a distributor. */
export const PUBLIC_PATHS = ['/', '/auth/recover', '/auth/register-distributor'] as const;

/** The address without a trailing slash (`/auth/recover/` is `/auth/recover`); `/` stays. */
export const publicPathOf = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isPublicPath = (pathname: string): boolean => (PUBLIC_PATHS as readonly string[]).includes(publicPathOf(pathname));
