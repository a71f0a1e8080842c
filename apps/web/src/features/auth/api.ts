import type { MessageAnswer } from '@app/shared/contracts/auth';
import type { RegisteredAnswer } from '@app/shared/contracts/users';
import { apiRequest } from '../../api/http.ts';

/* The calls before a session (a 401 there is bad credentials, never an expired session). */

export const recoverPassword = (username: string) =>
  apiRequest<MessageAnswer>('/auth/recover', { body: { username }, session: false });

export const resetPassword = (token: string, password: string) =>
  apiRequest<MessageAnswer>('/auth/reset', { body: { token, password }, session: false });

export const registerDistributor = (body: Record<string, unknown>) =>
  apiRequest<RegisteredAnswer>('/auth/register-distributor', { body, session: false });
