import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { callerFor, createBuyers, key, one, rows, userIdOf } from './sales-helpers.ts';

/**
 * Support tickets and client tickets (DOMAIN.md "Support ticket"): the thread under each ticket
 * is reached by the requester, its seller (client tickets) or staff, and by nobody beside them (404); unread
 * markers per side; close by either side, reopen by the requester within 7 days; up to 3 images per response;
 * every refusal a Spanish sentence that changes nothing.
 */
let ctx: TestContext;
let cliente: Caller;
let seller: Caller;
let grandparent: Caller;
let admin: Caller;
/** Another client of the same seller, a distributor beside the seller, a client of another seller. */
let siblingClient: Caller;
let siblingSeller: Caller;
let otherClient: Caller;
/** A distributor below the seller. */
let childSeller: Caller;
let ids: { cliente: number; seller: number };

beforeAll(async () => {
  ctx = await createTestContext();
  cliente = await ctx.as('cliente');
  seller = await ctx.as('subdistribuidor');
  grandparent = await ctx.as('distribuidor');
  admin = await ctx.as('admin');
  const [sib] = await createBuyers(ctx, 1, { parent: 'subdistribuidor', rol: 'Cliente', balance: 0, prefix: 'supsib' });
  const [sibSeller] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'supsel' });
  const [other] = await createBuyers(ctx, 1, { parent: 'distribuidor', rol: 'Cliente', balance: 0, prefix: 'supoth' });
  const [child] = await createBuyers(ctx, 1, { parent: 'subdistribuidor', balance: 0, prefix: 'supchi' });
  [siblingClient, siblingSeller, otherClient, childSeller] = [sib, sibSeller, other, child].map((b) => callerFor(ctx, b.token));
  ids = { cliente: await userIdOf(ctx, 'cliente'), seller: await userIdOf(ctx, 'subdistribuidor') };
});
afterAll(() => ctx.close());

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function fileTicket(who: Caller, resource: 'support-ticket' | 'support-client', subject = 'No puedo entrar a mi perfil') {
  const res = await who.post(`/api/v1/admin/${resource}`, { subject, description: 'Al abrir la aplicación me pide iniciar sesión otra vez.', priority: 'high' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as Record<string, any> & { id: number };
}

const thread = (who: Caller, resource: string, id: number) => who.get(`/api/v1/admin/${resource}/${id}/responses`);
const respond = (who: Caller, resource: string, id: number, body: unknown, headers?: Record<string, string>) =>
  who.post(`/api/v1/admin/${resource}/${id}/responses`, body, headers);
const ticketRow = (resource: string, id: number) =>
  one<Record<string, any>>(ctx, sql`SELECT * FROM ${sql.identifier(resource.replace('-', '_'))} WHERE id = ${id}`);
const responseCount = async (resource: string, id: number) =>
  (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM support_response WHERE ticket_type = ${resource} AND ticket_id = ${id}`)).n;
const notificationsOf = (userId: number, kind: string, link: string) =>
  rows<{ text: string }>(ctx, sql`SELECT text FROM notification WHERE user_id = ${userId} AND kind = ${kind} AND link = ${link} ORDER BY id`);
/** The row a list answers for the ticket (what the list screens show). */
async function listed(who: Caller, list: string, id: number) {
  const res = await who.post(`/api/v1/admin/${list}/list`, { data: { id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0] as Record<string, any> | undefined;
}

describe('filing', () => {
  it('numbers each kind from its consecutive and addresses a client ticket to the client\'s seller, who is told', async () => {
    const a = await fileTicket(cliente, 'support-client');
    const b = await fileTicket(cliente, 'support-client');
    expect(a.filing_number).toMatch(/^TC-\d{6}$/);
    expect(Number(b.filing_number.slice(3))).toBe(Number(a.filing_number.slice(3)) + 1);
    expect(a).toMatchObject({ user_id: ids.cliente, distributor_id: ids.seller, support_client_status: 'open', desk_unread: 1, requester_unread: 0 });
    const staffTicket = await fileTicket(grandparent, 'support-ticket');
    expect(staffTicket.filing_number).toMatch(/^TS-\d{6}$/);
    expect(await notificationsOf(ids.seller, 'ticket_opened', `/admin/support-client/${a.id}`)).toEqual([
      { text: `Cliente Demo abrió el ticket ${a.filing_number} «No puedo entrar a mi perfil».` },
    ]);
  });
});

describe('editing', () => {
  it('the requester attaches an image to its open ticket after filing it (the create form\'s upload); its seller cannot edit it', async () => {
    const t = await fileTicket(cliente, 'support-client');
    const upload = await cliente.post(`/api/v1/admin/support-client/${t.id}`, { base64: PNG, field: 'attachment' });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await ticketRow('support-client', t.id)).attachment).toBe(PNG);
    const bySeller = await seller.put(`/api/v1/admin/support-client/${t.id}`, { subject: 'Cambiado por el vendedor' });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().msg).toBe('Solo quien abrió el ticket puede modificarlo.');
    expect((await ticketRow('support-client', t.id)).subject).toBe('No puedo entrar a mi perfil');
    // the thread shows the attachment with the description, the ticket's first message
    expect((await thread(seller, 'support-client', t.id)).json().ticket.attachment).toBe(PNG);
  });
});

describe('deleting', () => {
  it('only staff delete a ticket, and its thread goes with it', async () => {
    const t = await fileTicket(cliente, 'support-client');
    expect((await respond(seller, 'support-client', t.id, { text: 'Lo reviso.' })).statusCode).toBe(201);
    for (const who of [seller, cliente]) expect((await who.del(`/api/v1/admin/support-client/${t.id}`)).statusCode).toBe(403);
    expect(await responseCount('support-client', t.id)).toBe(1);
    const res = await admin.del(`/api/v1/admin/support-client/${t.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await responseCount('support-client', t.id)).toBe(0);
  });
});

describe('who reaches a thread', () => {
  it('client ticket: the client, its seller, the seller\'s parent and staff read it; siblings and other clients get 404', async () => {
    const t = await fileTicket(cliente, 'support-client');
    const roles: Record<string, string> = {};
    for (const [name, who] of Object.entries({ cliente, seller, grandparent, admin })) {
      const res = await thread(who, 'support-client', t.id);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      roles[name] = res.json().viewer.role;
    }
    expect(roles).toEqual({ cliente: 'requester', seller: 'desk', grandparent: 'observer', admin: 'observer' });
    for (const [name, who] of Object.entries({ siblingClient, siblingSeller, otherClient })) {
      for (const res of [
        await thread(who, 'support-client', t.id),
        await respond(who, 'support-client', t.id, { text: 'Hola' }),
        await who.post(`/api/v1/admin/support-client/${t.id}/close`, {}),
        await who.get(`/api/v1/admin/support-client/${t.id}`),
      ]) {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
        expect(res.json().msg).toBe(`Ticket de cliente: el registro ${t.id} no existe.`);
      }
    }
    expect(await responseCount('support-client', t.id)).toBe(0);
    expect((await ticketRow('support-client', t.id)).support_client_status).toBe('open');
  });

  it('only the client and its seller answer; an observer is told it may only read (403), nothing is stored', async () => {
    const t = await fileTicket(cliente, 'support-client');
    for (const who of [grandparent, admin]) {
      const res = await respond(who, 'support-client', t.id, { text: 'Yo respondo' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().msg).toBe('Solo el cliente y su vendedor pueden responder este ticket; tú puedes consultarlo.');
    }
    expect(await responseCount('support-client', t.id)).toBe(0);
  });

  it('support ticket: the requester and staff answer; a child of the requester or a sibling gets 404', async () => {
    const t = await fileTicket(seller, 'support-ticket');
    expect((await thread(admin, 'support-ticket', t.id)).json().viewer).toMatchObject({ role: 'desk', can_respond: true, can_use_default_responses: true });
    expect((await thread(grandparent, 'support-ticket', t.id)).json().viewer).toMatchObject({ role: 'observer', can_respond: false });
    // the requester's own client (below it, not above) and a distributor beside it do not reach it; a client has no
    // support tickets at all
    for (const who of [childSeller, siblingSeller]) {
      const res = await thread(who, 'support-ticket', t.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(`Ticket de soporte: el registro ${t.id} no existe.`);
    }
    expect((await thread(cliente, 'support-ticket', t.id)).statusCode).toBe(403);
    expect((await respond(admin, 'support-ticket', t.id, { text: 'Lo revisamos.' })).statusCode).toBe(201);
    expect((await respond(seller, 'support-ticket', t.id, { text: 'Gracias.' })).statusCode).toBe(201);
    const items = (await thread(seller, 'support-ticket', t.id)).json().items;
    expect(items.map((r: any) => [r.side, r.author_name, r.text])).toEqual([
      ['desk', 'Administrador Demo', 'Lo revisamos.'], ['requester', 'Subdistribuidor Dos', 'Gracias.'],
    ]);
  });
});

describe('unread markers', () => {
  it('count the other side\'s responses in the lists of each side and clear when that side reads the thread', async () => {
    const t = await fileTicket(cliente, 'support-client');
    // filed: unread for the seller, whose open list shows it
    expect(await listed(seller, 'support-client-open', t.id)).toMatchObject({ desk_unread: 1, requester_unread: 0 });
    // an observer reading it clears nothing
    await thread(grandparent, 'support-client', t.id);
    expect((await ticketRow('support-client', t.id)).desk_unread).toBe(1);
    const read = await thread(seller, 'support-client', t.id);
    expect(read.json().ticket).toMatchObject({ desk_unread: 0, user_name: 'Cliente Demo', distributor_name: 'Subdistribuidor Dos' });
    expect((await listed(seller, 'support-client-open', t.id))!.desk_unread).toBe(0);

    for (const text of ['Revisa la contraseña nueva.', 'Y cierra sesión en el televisor.']) {
      expect((await respond(seller, 'support-client', t.id, { text })).statusCode).toBe(201);
    }
    const row = await listed(cliente, 'support-client-open', t.id);
    expect(row).toMatchObject({ requester_unread: 2, desk_unread: 0 });
    expect(row!.last_response_at).toBeTruthy();
    expect(await notificationsOf(ids.cliente, 'ticket_answered', `/admin/support-client/${t.id}`)).toEqual([
      { text: `Subdistribuidor Dos respondió tu ticket ${t.filing_number} «No puedo entrar a mi perfil»: «Revisa la contraseña nueva.»` },
      { text: `Subdistribuidor Dos respondió tu ticket ${t.filing_number} «No puedo entrar a mi perfil»: «Y cierra sesión en el televisor.»` },
    ]);

    const seen = await thread(cliente, 'support-client', t.id);
    expect(seen.json().items).toHaveLength(2);
    // the page marks the two as new; a second reading has nothing new
    expect(seen.json().viewer.unread).toBe(2);
    expect((await thread(cliente, 'support-client', t.id)).json().viewer.unread).toBe(0);
    expect((await listed(cliente, 'support-client', t.id))!.requester_unread).toBe(0);

    expect((await respond(cliente, 'support-client', t.id, { text: 'Ya funciona.' })).statusCode).toBe(201);
    expect(await ticketRow('support-client', t.id)).toMatchObject({ desk_unread: 1, requester_unread: 0 });
    expect(await notificationsOf(ids.seller, 'ticket_answered', `/admin/support-client/${t.id}`)).toEqual([
      { text: `Cliente Demo respondió en el ticket ${t.filing_number} «No puedo entrar a mi perfil»: «Ya funciona.»` },
    ]);
  });
});

describe('responses', () => {
  it('carry up to 3 images; a 4th, a non-image or an empty response is refused in Spanish and nothing is stored', async () => {
    const t = await fileTicket(cliente, 'support-client');
    const refusals: [unknown, string][] = [
      [{ text: 'Capturas', images: [PNG, PNG, PNG, PNG] }, 'Puedes adjuntar máximo 3 imágenes por respuesta'],
      [{ text: 'Un PDF', images: ['data:application/pdf;base64,JVBERi0='] }, 'Solo se permiten imágenes JPEG, PNG, WEBP o GIF'],
      [{ text: '   ' }, 'Escribe una respuesta o adjunta una imagen'],
      [{}, 'Escribe una respuesta o adjunta una imagen'],
      [{ text: 'x'.repeat(5001) }, 'La respuesta admite máximo 5000 caracteres'],
      [{ text: 'Hola', extra: 1 }, 'La respuesta solo admite texto e imágenes (sobra extra).'],
      [{ text: 'Hola', images: 'foto' }, 'Las imágenes deben enviarse como una lista'],
    ];
    for (const [body, msg] of refusals) {
      const res = await respond(cliente, 'support-client', t.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().msg).toContain(msg);
    }
    expect(await responseCount('support-client', t.id)).toBe(0);
    expect((await ticketRow('support-client', t.id)).desk_unread).toBe(1);

    const ok = await respond(cliente, 'support-client', t.id, { text: 'Tres capturas', images: [PNG, PNG, PNG] });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ msg: 'Respuesta enviada.', item: { side: 'requester', text: 'Tres capturas', author_name: 'Cliente Demo' } });
    const onlyImage = await respond(cliente, 'support-client', t.id, { images: [PNG] });
    expect(onlyImage.statusCode, onlyImage.body).toBe(201);
    const items = (await thread(seller, 'support-client', t.id)).json().items;
    expect(items.map((r: any) => r.images.length)).toEqual([3, 1]);
    expect(items[0].images[0]).toBe(PNG);
  });

  it('a retried send with the same Idempotency-Key posts once', async () => {
    const t = await fileTicket(cliente, 'support-client');
    const headers = { 'idempotency-key': key() };
    const [a, b] = await Promise.all([
      respond(seller, 'support-client', t.id, { text: 'Una sola vez' }, headers),
      respond(seller, 'support-client', t.id, { text: 'Una sola vez' }, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await responseCount('support-client', t.id)).toBe(1);
    expect((await ticketRow('support-client', t.id)).requester_unread).toBe(1);
  });

  it('the seller finds the company\'s active default responses; a client cannot', async () => {
    const res = await seller.post('/api/v1/admin/support_ticket_response_defaul/search', { name: '', active: true });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().items.map((r: any) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Saludo inicial', 'Caso resuelto']));
    expect(names).not.toContain('Horario navideño (inactiva)');
    expect((await cliente.post('/api/v1/admin/support_ticket_response_defaul/search', { name: '' })).statusCode).toBe(403);
  });
});

describe('close and reopen', () => {
  it('the requester closes; the lists move it; a closed ticket takes no response; the seller is told', async () => {
    const t = await fileTicket(cliente, 'support-client');
    const closed = await cliente.post(`/api/v1/admin/support-client/${t.id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ msg: 'Ticket cerrado.', item: { support_client_status: 'close' } });
    expect(closed.json().item.closed_at).toBeTruthy();
    expect(await listed(cliente, 'support-client-open', t.id)).toBeUndefined();
    expect(await listed(seller, 'support-client-close', t.id)).toMatchObject({ id: t.id });
    expect(await notificationsOf(ids.seller, 'ticket_closed', `/admin/support-client/${t.id}`)).toEqual([
      { text: `Cliente Demo cerró el ticket ${t.filing_number} «No puedo entrar a mi perfil».` },
    ]);

    const again = await seller.post(`/api/v1/admin/support-client/${t.id}/close`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/^No se puede cerrar el ticket: .* está cerrado; solo se puede desde el estado abierto\.$/);
    const late = await respond(cliente, 'support-client', t.id, { text: 'Una cosa más' });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(`El ticket ${t.filing_number} está cerrado: reábrelo para responder.`);
    const edit = await cliente.put(`/api/v1/admin/support-client/${t.id}`, { subject: 'Otro asunto' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe(`El ticket ${t.filing_number} está cerrado: no se puede modificar.`);
    expect(await responseCount('support-client', t.id)).toBe(0);
    const viewer = (await thread(cliente, 'support-client', t.id)).json().viewer;
    expect(viewer).toMatchObject({ can_respond: false, can_close: false, can_reopen: true });
  });

  it('the seller or staff close too, and the client is told; an observer distributor cannot', async () => {
    const t = await fileTicket(cliente, 'support-client');
    const refused = await grandparent.post(`/api/v1/admin/support-client/${t.id}/close`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Solo quien abrió el ticket y quien lo atiende pueden cerrarlo.');
    expect((await seller.post(`/api/v1/admin/support-client/${t.id}/close`, {})).statusCode).toBe(200);
    expect(await notificationsOf(ids.cliente, 'ticket_closed', `/admin/support-client/${t.id}`)).toHaveLength(1);
    const staffTicket = await fileTicket(seller, 'support-ticket');
    expect((await admin.post(`/api/v1/admin/support-ticket/${staffTicket.id}/close`, {})).statusCode).toBe(200);
    expect((await ticketRow('support-ticket', staffTicket.id)).support_ticket_status).toBe('close');
  });

  it('only the requester reopens, within 7 days of closing (Spanish 409 after that)', async () => {
    const t = await fileTicket(cliente, 'support-client');
    await seller.post(`/api/v1/admin/support-client/${t.id}/close`, {});
    // the seller holds no reopen permission at all; staff hold it, and the rule still says no
    expect((await seller.post(`/api/v1/admin/support-client/${t.id}/open`, {})).statusCode).toBe(403);
    const byStaff = await admin.post(`/api/v1/admin/support-client/${t.id}/open`, {});
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().msg).toBe('Solo quien abrió el ticket puede reabrirlo.');

    // six days later it still reopens, and the seller is told
    await ctx.database.db.execute(sql`UPDATE support_client SET closed_at = now() - interval '6 days' WHERE id = ${t.id}`);
    const reopened = await cliente.post(`/api/v1/admin/support-client/${t.id}/open`, {});
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().item).toMatchObject({ support_client_status: 'open', closed_at: null });
    expect(await notificationsOf(ids.seller, 'ticket_reopened', `/admin/support-client/${t.id}`)).toHaveLength(1);
    expect((await respond(cliente, 'support-client', t.id, { text: 'Volvió a fallar' })).statusCode).toBe(201);
    const twice = await cliente.post(`/api/v1/admin/support-client/${t.id}/open`, {});
    expect(twice.statusCode).toBe(409);

    // closed eight days ago: too late
    await cliente.post(`/api/v1/admin/support-client/${t.id}/close`, {});
    await ctx.database.db.execute(sql`UPDATE support_client SET closed_at = now() - interval '8 days' WHERE id = ${t.id}`);
    const tooLate = await cliente.post(`/api/v1/admin/support-client/${t.id}/open`, {});
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().msg).toMatch(new RegExp(`^No se puede reabrir el ticket ${t.filing_number}: se cerró el \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}:\\d{2} y solo puede reabrirse durante 7 días\\. Abre un ticket nuevo\\.$`));
    expect((await ticketRow('support-client', t.id)).support_client_status).toBe('close');
    expect((await thread(cliente, 'support-client', t.id)).json().viewer.can_reopen).toBe(false);
  });

  it('two closes at once: one wins, the other gets a Spanish 409, one notification', async () => {
    const t = await fileTicket(cliente, 'support-client');
    const results = await Promise.all([
      cliente.post(`/api/v1/admin/support-client/${t.id}/close`, {}),
      seller.post(`/api/v1/admin/support-client/${t.id}/close`, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const logs = await rows(ctx, sql`SELECT id FROM audit_log WHERE object_type = 'support-client' AND object_id = ${t.id} AND text LIKE 'Ticket cerrado%'`);
    expect(logs).toHaveLength(1);
  });
});

describe('demo data', () => {
  it('has open and closed tickets of both kinds, with threads and unread answers', async () => {
    const states = await rows<{ kind: string; status: string; n: number; unread: number; responses: number }>(ctx, sql`
      SELECT 'ticket' AS kind, support_ticket_status AS status, count(*)::int AS n, sum(requester_unread)::int AS unread,
             (SELECT count(*)::int FROM support_response r WHERE r.ticket_type = 'support-ticket' AND r.ticket_id = ANY(array_agg(t.id))) AS responses
        FROM support_ticket t WHERE created_by IN (SELECT id FROM users WHERE username IN ('distribuidor', 'subdistribuidor'))
         AND subject NOT LIKE 'No puedo entrar%' GROUP BY 2
      UNION ALL
      SELECT 'client', support_client_status, count(*)::int, sum(requester_unread)::int,
             (SELECT count(*)::int FROM support_response r WHERE r.ticket_type = 'support-client' AND r.ticket_id = ANY(array_agg(t.id)))
        FROM support_client t WHERE user_id = ${ids.cliente} AND subject NOT LIKE 'No puedo entrar%' GROUP BY 2 ORDER BY 1, 2`);
    expect(states.map((s) => [s.kind, s.status])).toEqual([['client', 'close'], ['client', 'open'], ['ticket', 'close'], ['ticket', 'open']]);
    for (const s of states) expect(s.responses, `${s.kind} ${s.status}`).toBeGreaterThan(0);
    expect(states.filter((s) => s.status === 'open').every((s) => s.unread > 0)).toBe(true);
    const images = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM support_response WHERE jsonb_array_length(images) > 0`);
    expect(images.n).toBeGreaterThan(0);
  });
});
