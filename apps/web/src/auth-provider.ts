import type { LoginResponse } from '@app/shared';
import type { AuthProvider } from 'react-admin';
import { apiRequest, type ApiError } from './api/http.ts';
import { canAccessResource } from './engine/access.ts';
import { clearSession, getSession, saveLogin } from './session.ts';

/** Where every way out of the admin leads: the public login page (spec §4 "goes to /"). */
export const LOGIN_PATH = '/';

export async function loginRequest(username: string, password: string): Promise<LoginResponse> {
  const res = await apiRequest<LoginResponse>('/login', { body: { username, password }, session: false });
  saveLogin(res);
  return res;
}

export const authProvider: AuthProvider = {
  async login({ username, password }) {
    await loginRequest(username, password);
  },

  async logout() {
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
