import { DEMO_PASSWORD } from './journey.ts';

/** Signs in through the API (note: this ends any browser session of the same user, one session per user). */
export async function apiLogin(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token?: string; msg?: string };
  if (!res.ok || !body.token) throw new Error(`login ${username}: ${res.status} ${body.msg}`);
  return body.token;
}

/** Creates a user through the generic engine route, as `admin`; returns its username. */
export async function createUser(baseUrl: string, fields: { name: string; username: string; rol: string; password?: string }): Promise<string> {
  const token = await apiLogin(baseUrl, 'admin');
  const res = await fetch(`${baseUrl}/api/v1/admin/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ password: DEMO_PASSWORD, ...fields }),
  });
  if (res.status !== 201) throw new Error(`crear usuario: ${res.status} ${await res.text()}`);
  return fields.username;
}
