import { apiRequest } from '../../api/http.ts';

/* The calls before a session (a 401 there is bad credentials, never an expired session). */

export const recoverPassword = (username: string) =>
  apiRequest<{ msg: string }>('/auth/recover', { body: { username }, session: false });

export const resetPassword = (token: string, password: string) =>
  apiRequest<{ msg: string }>('/auth/reset', { body: { token, password }, session: false });

export const registerDistributor = (body: Record<string, unknown>) =>
  apiRequest<{ msg: string }>('/auth/register-distributor', { body, session: false });
