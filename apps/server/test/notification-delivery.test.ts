import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, bankAccountOf, report } from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { eventually, startSmtpServer, startTelegramServer } from './notification-servers.ts';
import { demoCompanyId, rows } from './sales-helpers.ts';

/**
 * Email and Telegram delivery (DOMAIN.md "Notifications") against real local servers: an SMTP server started here
 * (the `smtp-server` package) and an HTTP server speaking the Bot API. Deliveries run as jobs of the app's queue;
 * a failure is retried by it, one second later here (NOTIFICATION_RETRY_SECONDS).
 */
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let telegram: Awaited<ReturnType<typeof startTelegramServer>>;
let admin: Caller;
let dist: Caller;
const BOT_TOKEN = '123456:PRUEBA-token-del-bot';

beforeAll(async () => {
  [smtp, telegram] = await Promise.all([startSmtpServer(), startTelegramServer()]);
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, TELEGRAM_API_URL: telegram.url, NOTIFICATION_RETRY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5', PUBLIC_URL: 'https://cuentas.example' },
  });
  admin = await ctx.as('admin');
  dist = await ctx.as('distribuidor');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await Promise.all([smtp?.close(), telegram?.close()]);
});

const setPreference = async (caller: Caller, preference: string) => {
  const res = await caller.put('/api/v1/admin/profile', { notification_preference: preference });
  expect(res.statusCode, res.body).toBe(200);
};

/** A consignment of the distributor, approved by the admin: the approval's answer does not wait for any delivery. */
async function approvedConsignment(amount = 6_000_000) {
  const item = await report(dist, { bank_account_id: await bankAccountOf(dist), amount });
  const res = await act(admin, item.id, 'finalize');
  expect(res.statusCode, res.body).toBe(200);
  return item;
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

describe('email (SMTP_URL)', () => {
  it('mails an approved consignment to a user who prefers email, in Spanish, and keeps a copy in the outbox', async () => {
    await setPreference(dist, 'email');
    const item = await approvedConsignment(6_000_000);
    const mail = await eventually(() => mailsTo('distribuidor@demo.local').find((m) => m.body.includes(item.transaction_id)));
    expect(mail, 'the message reached the SMTP server').toBeDefined();
    expect(mail!.subject).toBe('Consignación aprobada · Demo');
    expect(mail!.body).toContain('Hola, Distribuidor Uno:');
    expect(mail!.body).toContain(`Tu consignación de $ 60.000 (transacción ${item.transaction_id}) fue aprobada: el saldo ya está disponible.`);
    expect(mail!.body).toContain(`Míralo en la plataforma: https://cuentas.example/admin/consignments/${item.id}`);
    expect(mail!.body).toContain('tu preferencia de notificación es «Correo electrónico»');
    const outbox = await eventually(async () => (await rows(ctx, sql`SELECT subject, sent FROM mail_outbox WHERE to_address = 'distribuidor@demo.local' AND body LIKE ${`%${item.transaction_id}%`}`))[0]);
    expect(outbox).toMatchObject({ subject: 'Consignación aprobada · Demo', sent: true });
  });

  it('retries a mail the SMTP server refused, through the job queue, until it is accepted', async () => {
    await setPreference(dist, 'email');
    smtp.failNext(2);
    const attemptsBefore = smtp.attempts;
    const started = Date.now();
    const item = await approvedConsignment(6_100_000);
    // the approval answered while the SMTP server was refusing: delivery does not hold the request
    expect(Date.now() - started).toBeLessThan(3_000);
    const mail = await eventually(() => mailsTo('distribuidor@demo.local').find((m) => m.body.includes(item.transaction_id)), 20_000);
    expect(mail, 'delivered after the refusals').toBeDefined();
    expect(smtp.attempts - attemptsBefore).toBe(3);
    // exactly one copy, sent. The copy is written after the SMTP server took the mail, so on a busy machine it can
    // land a moment after the mail does: wait for it as the first test does
    const copies = await eventually(async () => {
      const found = await rows(ctx, sql`SELECT sent FROM mail_outbox WHERE body LIKE ${`%${item.transaction_id}%`}`);
      return found.length ? found : null;
    });
    expect(copies).toEqual([{ sent: true }]);
  }, 30_000);

  it("mails a company notice to everyone who prefers email, and nobody who doesn't", async () => {
    await setPreference(dist, 'none');
    const res = await admin.post('/api/v1/admin/notice', { title: 'Nuevos precios desde el lunes', description: 'Revisa la lista de precios.', active: true });
    expect(res.statusCode).toBe(201);
    // the demo's sub-distributor prefers email
    const mail = await eventually(() => mailsTo('subdistribuidor@demo.local').find((m) => m.body.includes('Nuevos precios desde el lunes')));
    expect(mail?.subject).toBe('Nuevo aviso · Demo');
    await new Promise((ok) => setTimeout(ok, 1_000));
    expect(mailsTo('distribuidor@demo.local').some((m) => m.body.includes('Nuevos precios desde el lunes'))).toBe(false);
  });
});

describe('Telegram (Bot API)', () => {
  it('refuses a link code while the company has no bot', async () => {
    const res = await dist.post('/api/v1/telegram/link');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/Telegram aún no están configuradas/);
  });

  it('links a chat that sends the bot the one-time code from the profile, and only that one', async () => {
    const root = await ctx.as('root', { 'x-tenant': String(await demoCompanyId(ctx)) });
    const saved = await root.put('/api/v1/admin/settings', { values: { telegram_bot_token: BOT_TOKEN, telegram_bot_username: '@cuentas_demo_bot' } });
    expect(saved.statusCode, saved.body).toBe(200);
    // a credential: never sent to the users with the configuration
    expect(saved.json().configuration).not.toHaveProperty('telegram_bot_token');

    const issued = await dist.post('/api/v1/telegram/link');
    expect(issued.statusCode, issued.body).toBe(200);
    const { code, bot_username, validated } = issued.json().telegram;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(bot_username).toBe('cuentas_demo_bot');
    expect(validated).toBe(false);
    expect(issued.json().msg).toContain(`Envía el código ${code} al bot @cuentas_demo_bot`);

    // someone else sends a wrong code: nothing is linked, the bot says so
    const sub = await ctx.as('subdistribuidor');
    await sub.post('/api/v1/telegram/link');
    telegram.userWrites(101, 880002, 'ZZZZ2222');
    // the distributor sends its code with /start, as the bot's deep link does
    telegram.userWrites(102, 880001, `/start ${code.toLowerCase()}`);
    const checked = await dist.post('/api/v1/telegram/link/check');
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().telegram).toMatchObject({ validated: true, code: null });
    expect((await sub.get('/api/v1/telegram/link')).json().telegram.validated).toBe(false);

    const replies = telegram.sent();
    expect(replies.every((c) => c.token === BOT_TOKEN)).toBe(true);
    expect(replies.find((c) => c.body.chat_id === '880001')?.body.text).toBe('¡Listo, Distribuidor Uno! Tu cuenta quedó vinculada: desde ahora recibirás aquí tus notificaciones.');
    expect(replies.find((c) => c.body.chat_id === '880002')?.body.text).toMatch(/No reconozco ese código/);
    // the next reading starts after what was read
    const reads = telegram.calls.filter((c) => c.method === 'getUpdates');
    expect(reads.at(-1)!.body.offset).toBe(0);
    await dist.post('/api/v1/telegram/link/check');
    expect(telegram.calls.filter((c) => c.method === 'getUpdates').at(-1)!.body.offset).toBe(103);

    const rowsNow = await rows(ctx, sql`SELECT u.telegram_validated, t.chat_id FROM users u JOIN telegram_link t ON t.user_id = u.id WHERE u.username = 'distribuidor'`);
    expect(rowsNow).toEqual([{ telegram_validated: true, chat_id: '880001' }]);
    // a used code is spent
    telegram.userWrites(103, 880003, code);
    await dist.post('/api/v1/telegram/link/check');
    expect(telegram.sent().find((c) => c.body.chat_id === '880003')?.body.text).toMatch(/No reconozco ese código/);
  });

  it('sends a notification to the linked chat of a user who prefers Telegram (chat_id and text)', async () => {
    await setPreference(dist, 'telegram');
    const item = await approvedConsignment(6_200_000);
    const message = await eventually(() => telegram.sent().find((c) => String(c.body.text).includes(item.transaction_id)));
    expect(message).toBeDefined();
    expect(message!.token).toBe(BOT_TOKEN);
    expect(message!.body.chat_id).toBe('880001');
    expect(message!.body.text).toBe([
      'Consignación aprobada · Demo', '',
      `Tu consignación de $ 62.000 (transacción ${item.transaction_id}) fue aprobada: el saldo ya está disponible.`, '',
      `https://cuentas.example/admin/consignments/${item.id}`,
    ].join('\n'));
    // not by email as well
    expect(mailsTo('distribuidor@demo.local').some((m) => m.body.includes(item.transaction_id))).toBe(false);
  });

  it('retries a message the Bot API failed to take', async () => {
    await setPreference(dist, 'telegram');
    telegram.failNext(1);
    const item = await approvedConsignment(6_300_000);
    const attempts = () => telegram.sent().filter((c) => String(c.body.text).includes(item.transaction_id));
    await eventually(() => attempts().length >= 2, 20_000);
    expect(attempts()).toHaveLength(2);
    expect(attempts().every((c) => c.body.chat_id === '880001')).toBe(true);
  }, 30_000);

  it('stops sending once the user unlinks its chat', async () => {
    const res = await dist.del('/api/v1/telegram/link');
    expect(res.statusCode).toBe(200);
    expect(res.json().telegram.validated).toBe(false);
    const item = await approvedConsignment(6_400_000);
    await new Promise((ok) => setTimeout(ok, 1_500));
    expect(telegram.sent().some((c) => String(c.body.text).includes(item.transaction_id))).toBe(false);
  });
});
