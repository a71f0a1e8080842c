import type { AuthProvider } from 'react-admin';
import { apiUrl, buildHeaders, type ApiError } from './api/http.ts';
import { canAccessResource } from './engine/access.ts';
import { loginRequest } from './public/auth-api.ts';
import { clearSession, getSession } from './session.ts';

/** Where every way out of the admin leads: the public login page (spec §4 "goes to /"). */
export const LOGIN_PATH = '/';


/** How long signing out waits for the server before leaving anyway. */
const LOGOUT_WAIT_MS = 5_000;

/**
 * Ends the session on the server so the token stops working even if a copy of it leaked. Best effort: signing out
 * must work offline or with an expired session, so a failure is ignored (no error dialog) and the caller clears
 * the local state anyway. Nothing to end when there is no token (react-admin also calls logout after a 401).
 */
async function endServerSession(): Promise<void> {
  if (!getSession()) return;
  try {
    await fetch(apiUrl('/v1/auth/logout'), {
      method: 'POST', headers: buildHeaders(true), body: '{}', signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
    });
  } catch {
    // offline or too slow: the token still expires on its own (12 h)
  }
}

export const authProvider: AuthProvider = {
  async login({ username, password }) {
    await loginRequest(username, password);
  },

  async logout() {
    await endServerSession();
    clearSession();
    return LOGIN_PATH;
  },

  async checkAuth() {
    if (!getSession()) throw { redirectTo: LOGIN_PATH, message: false };
  },

  async checkError(error: ApiError) {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: LOGIN_PATH, logoutUser: true, message: false };
    }
    // 403 and the rest are shown where they happen: the session stays.
  },

  async getPermissions() {
    return getSession()?.profile.permissions ?? [];
  },

  async getIdentity() {
    const session = getSession();
    if (!session) throw new Error('Sin sesión');
    return { id: session.profile.id, fullName: session.profile.name, avatar: session.company?.logo ?? undefined };
  },

  async canAccess({ resource, action }) {
    return canAccessResource(getSession()?.profile.permissions ?? [], resource, action);
  },
};
