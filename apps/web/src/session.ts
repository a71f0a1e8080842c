import { seesWholeCompany } from '@app/shared/access/company-scope';
import type { CompanyInfo, LoginResponse, Menu, Profile } from '@app/shared';
import { replaceEqualDeep } from '@tanstack/react-query';

/**
 * The signed-in session, persisted in localStorage (spec §4: logout clears token and user) so a reload keeps
 * the user in. Kept free of React so the HTTP layer and the providers can share it.
 */
export interface Session {
  token: string;
  profile: Profile;
  company: CompanyInfo | null;
  menu: Menu;
  configuration: Record<string, string | number | boolean | null>;
}

const KEYS = ['token', 'profile', 'company', 'menu', 'configuration'] as const;
const EMPTY_MENU: Menu = { items: [], groups: [] };

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

function parse<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function read(): Session | null {
  const s = storage();
  const token = s?.getItem('token');
  const profile = parse<Profile | null>(s?.getItem('profile'), null);
  if (!token || !profile) return null;
  return {
    token,
    profile,
    company: parse<CompanyInfo | null>(s?.getItem('company'), null),
    menu: parse<Menu>(s?.getItem('menu'), EMPTY_MENU),
    configuration: parse(s?.getItem('configuration'), {}),
  };
}

function write(session: Session | null): void {
  const s = storage();
  if (s) {
    if (!session) for (const k of KEYS) s.removeItem(k);
    else {
      s.setItem('token', session.token);
      s.setItem('profile', JSON.stringify(session.profile));
      s.setItem('company', JSON.stringify(session.company));
      s.setItem('menu', JSON.stringify(session.menu));
      s.setItem('configuration', JSON.stringify(session.configuration));
    }
  }
  cached = session;
  for (const l of listeners) l();
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export const getToken = (): string | null => getSession()?.token ?? null;

/** Company the calls act on: sent as x-tenant (only root/super can choose it, the server ignores it for others). */
export const getTenantId = (): number | null => getSession()?.company?.id ?? null;

export function saveLogin(res: Pick<LoginResponse, 'token' | 'profile' | 'company' | 'menu' | 'configuration'>): void {
  write({ token: res.token, profile: res.profile, company: res.company, menu: res.menu ?? EMPTY_MENU, configuration: res.configuration ?? {} });
}

/**
 * auth/info answers like login but without a token: keep the current one. It is read again after every change of
 * page and mostly says what the session holds already: the parts that did not change keep their objects, and an
 * unchanged session is not written at all, so the screens that read it (the sidebar's every entry, the header) do
 * not render again for nothing.
 */
export function refreshFromInfo(res: Partial<Omit<Session, 'token'>>): void {
  const current = getSession();
  if (!current) return;
  const next = replaceEqualDeep(current, {
    ...current, ...Object.fromEntries(Object.entries(res).filter(([, v]) => v !== undefined && v !== null)),
  } as Session);
  if (next !== current) write(next);
}

/** The server rotated the token (envelope `token` non-null). */
export function replaceToken(token: string): void {
  const current = getSession();
  if (!current || current.token === token) return;
  write({ ...current, token });
}

export function updateProfile(patch: Partial<Profile>): void {
  const current = getSession();
  if (current) write({ ...current, profile: { ...current.profile, ...patch } });
}

export function updateCompany(patch: Partial<CompanyInfo>): void {
  const current = getSession();
  if (current?.company) write({ ...current, company: { ...current.company, ...patch } });
}

/**
 * Root and super users act on a company of their choice (DESIGN.md: the x-tenant header): the stored company is
 * that choice, so every call from now on is sent for it.
 */
export function switchCompany(company: CompanyInfo): void {
  const current = getSession();
  if (current) write({ ...current, company });
}

export const clearSession = (): void => write(null);

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forget the cached copy (tests, and storage events from another tab). */
export function reloadSession(): void {
  cached = read();
  for (const l of listeners) l();
}

export const hasPermission = (session: Session | null, permission: string): boolean =>
  !!session?.profile.permissions?.includes(permission);

/** Whether the signed-in user sees its whole company (the one rule the server applies too). */
export const seesWholeCompanyOf = (session: Session | null): boolean =>
  !!session && seesWholeCompany({ rol: session.profile.rol?.name ?? '', level_grid: session.profile.level_grid ?? null });

export const isRootUser = (session: Session | null): boolean => session?.profile.rol?.name === 'Root';
