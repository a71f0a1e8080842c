import { describe, expect, it } from 'vitest';
import { authProvider, LOGIN_PATH } from './auth-provider.ts';
import { clearSession, getSession } from './session.ts';
import { json, ok, setupFakeApi } from './test/fake-api.ts';

const { calls, answers } = setupFakeApi();

describe('authProvider.logout', () => {
  it('ends the session on the server with the current token, then clears it and goes to /', async () => {
    answers.push(ok({ msg: 'Sesión cerrada.' }));
    expect(await authProvider.logout({})).toBe(LOGIN_PATH);
    expect(LOGIN_PATH).toBe('/');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/v1/auth/logout', method: 'POST' });
    expect(calls[0].headers.Authorization).toBe('Bearer tok-1');
    expect(getSession()).toBeNull();
  });

  it('still signs out locally when the server cannot be reached or refuses', async () => {
    answers.push(() => { throw new TypeError('Failed to fetch'); });
    expect(await authProvider.logout({})).toBe(LOGIN_PATH);
    expect(getSession()).toBeNull();
  });

  it('still signs out locally when the server answers an error (e.g. the session had already ended)', async () => {
    answers.push(json(401, { success: false, msg: 'Tu sesión no es válida o expiró.', token: null }));
    expect(await authProvider.logout({})).toBe(LOGIN_PATH);
    expect(getSession()).toBeNull();
  });

  it('calls nothing when there is no session (react-admin also logs out after a 401)', async () => {
    clearSession();
    expect(await authProvider.logout({})).toBe(LOGIN_PATH);
    expect(calls).toHaveLength(0);
  });
});
