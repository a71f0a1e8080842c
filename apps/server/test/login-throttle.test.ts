import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * Password guessing is throttled: 5 failures a minute lock a username (from any address); an address shared by many distributors
 * (a shop, a carrier) gets a much larger budget, 30 failures a minute, before 429.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (username: string, password: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

describe('per username', () => {
  it('blocks a username after five failures in a minute, whatever the addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await login('subdistribuidor', 'mala-clave', `10.40.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('subdistribuidor', DEMO_PASSWORD, '10.40.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, token: null });
    expect(blocked.json().msg).toMatch(/intentos/);
    // the other users of those addresses are not affected
    expect((await login('cliente', DEMO_PASSWORD, '10.40.0.1')).statusCode).toBe(200);
  });
});

describe('per address', () => {
  const shop = '10.41.0.1';

  it('lets six different people mistype from one address without locking the address', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`vecino${i}`, 'mala-clave', shop)).statusCode).toBe(401);
    expect((await login('distribuidor', DEMO_PASSWORD, shop)).statusCode).toBe(200);
  });

  it('answers 429 to the address once it reaches 30 failures in a minute', async () => {
    // six failures from the test above; mistyping stays allowed up to the thirtieth
    for (let i = 6; i < 30; i++) expect((await login(`vecino${i}`, 'mala-clave', shop)).statusCode, `intento ${i + 1}`).toBe(401);
    const blocked = await login('admin', DEMO_PASSWORD, shop);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/intentos/);
    // another address is not affected
    expect((await login('admin', DEMO_PASSWORD, '10.41.0.2')).statusCode).toBe(200);
  });
});
