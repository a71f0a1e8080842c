import type { LoginResponse } from '@app/shared';
import type { MessageAnswer } from '@app/shared/contracts/auth';
import type { RegisteredAnswer } from '@app/shared/contracts/users';
import { apiRequest } from '../api/http.ts';
import { saveLogin } from '../session.ts';

/* The calls before a session (a 401 there is bad credentials, never an expired session). */

/** Signs in and keeps the session (token, profile, menu) for the admin. */
export async function loginRequest(username: string, password: string): Promise<LoginResponse> {
  const res = await apiRequest<LoginResponse>('/login', { body: { username, password }, session: false });
  saveLogin(res);
  return res;
}

export const recoverPassword = (username: string) =>
  apiRequest<MessageAnswer>('/auth/recover', { body: { username }, session: false });

export const resetPassword = (token: string, password: string) =>
  apiRequest<MessageAnswer>('/auth/reset', { body: { token, password }, session: false });

export const registerDistributor = (body: Record<string, unknown>) =>
  apiRequest<RegisteredAnswer>('/auth/register-distributor', { body, session: false });
