import { resourceByName, type SupportResponseInput, type SupportThreadResource } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { resourceTables } from '../db/schema/index.ts';
import { diffChanges, writeLog } from '../lib/audit.ts';
import { nextNumber } from '../modules/consecutives/index.ts';
import type { Caller } from '../lib/caller.ts';
import { closeTicket, readThread, respondTo } from '../modules/support/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';
import { codeScreenshot, errorScreenshot, settingsScreenshot } from './demo-image.ts';

type Person = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

const callerOf = (u: Person): Caller => ({
  companyId: u.company_id, user: { id: u.id, name: u.name, company_id: u.company_id, path: u.path ?? '/' },
  actor: { id: u.id, name: u.name }, seesWholeCompany: u.level_grid === 0,
});

/** The company's canned answers: staff and sellers insert one in a thread and edit it before sending. */
const DEFAULT_RESPONSES = [
  { name: 'Saludo inicial', response: 'Hola, gracias por escribirnos. Ya estamos revisando tu caso y te respondemos en breve por este mismo ticket.', active: true },
  { name: 'Contraseña actualizada', response: 'Hola. El proveedor cambió la contraseña de la cuenta y ya la actualizamos. Revisa tus credenciales en «Perfiles entregados» e inicia sesión de nuevo. Si el problema sigue, respóndenos aquí.', active: true },
  { name: 'Código de verificación', response: 'Hola. Cuando la plataforma pida un código de verificación, escríbenos por aquí y te lo enviamos en pocos minutos. No cambies el correo ni la contraseña de la cuenta.', active: true },
  { name: 'Caso resuelto', response: 'Damos por resuelto tu caso. Si el problema vuelve a presentarse, puedes reabrir este ticket durante los próximos 7 días.', active: true },
  { name: 'Horario navideño (inactiva)', response: 'Durante las festividades atendemos de 9:00 a. m. a 1:00 p. m.', active: false },
];

/** Files a ticket as the generic create does (numbered, open, unread for the desk, addressed to the seller). */
async function file(tx: Tx, resource: SupportThreadResource, requester: Person, values: { subject: string; description: string; priority: string; attachment?: string }) {
  const def = resourceByName(resource)!;
  const [row] = await tx.insert(resourceTables[resource]).values({
    ...values, company_id: requester.company_id, user_id: requester.id, created_by: requester.id,
    filing_number: (await nextNumber(tx, requester.company_id, resource)).text,
    [def.status!.field]: 'open', requester_unread: 0, desk_unread: 1,
    ...(resource === 'support-client' ? { distributor_id: requester.parent_id } : {}),
  } as never).returning() as { id: number }[];
  await writeLog(tx, { companyId: requester.company_id, objectType: resource, objectId: row.id, actor: { id: requester.id, name: requester.name }, text: `${def.label.one} creado`, changes: diffChanges(null, row) });
  return row.id;
}

/**
 * Spreads a seeded thread over time: the ticket filed `daysAgo` days ago, each response a few hours after the
 * previous one (everything seeded in one transaction would otherwise share one instant), closed an hour after
 * the last response when it is closed.
 */
async function backdate(tx: Tx, resource: SupportThreadResource, id: number, daysAgo: number, hoursBetween: number) {
  const table = sql.identifier(resourceByName(resource)!.table);
  const filed = sql`now() - make_interval(days => ${daysAgo})`;
  await tx.execute(sql`
    UPDATE support_response r SET created_at = ${filed} + n.k * ${hoursBetween}::int * interval '1 hour'
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM support_response WHERE ticket_type = ${resource} AND ticket_id = ${id}) n
     WHERE r.id = n.id`);
  await tx.execute(sql`
    UPDATE ${table} t SET created_at = ${filed}, updated_at = ${filed},
           last_response_at = (SELECT max(created_at) FROM support_response WHERE ticket_type = ${resource} AND ticket_id = ${id}),
           closed_at = CASE WHEN t.closed_at IS NULL THEN NULL
                            ELSE coalesce((SELECT max(created_at) FROM support_response WHERE ticket_type = ${resource} AND ticket_id = ${id}), ${filed}) + interval '1 hour' END
     WHERE t.id = ${id}`);
}

const say = (text: string, images?: string[]): SupportResponseInput => ({ text, ...(images ? { images } : {}) });

/**
 * Demo support (DOMAIN.md "Support ticket"): default responses, and tickets of both kinds through the same steps
 * the API runs — open ones answered and waiting unread (the distributor's to staff, the client's to its seller,
 * with screenshots), open ones nobody has answered yet (unread for the desk), and closed ones the requester may
 * still reopen.
 */
export async function seedSupport(tx: Tx): Promise<void> {
  const admin = await findUserByUsername(tx, 'admin');
  const distribuidor = await findUserByUsername(tx, 'distribuidor');
  const subdistribuidor = await findUserByUsername(tx, 'subdistribuidor');
  const cliente = await findUserByUsername(tx, 'cliente');
  if (!admin || !distribuidor || !subdistribuidor || !cliente) return;
  await tx.insert(resourceTables.support_ticket_response_defaul)
    .values(DEFAULT_RESPONSES.map((r) => ({ ...r, company_id: admin.company_id, created_by: admin.id })) as never);
  const [staff, dist, sub, client] = [admin, distribuidor, subdistribuidor, cliente].map(callerOf);

  // to staff: answered, the distributor has not read the answer yet
  const commissions = await file(tx, 'support-ticket', distribuidor, {
    subject: 'No veo las comisiones de mi subdistribuidor', priority: 'high',
    description: 'Desde ayer las ventas de mi subdistribuidor no aparecen en mis movimientos de saldo como comisión. ¿Pueden revisar?',
  });
  await readThread(tx, staff, 'support-ticket', commissions);
  await respondTo(tx, staff, 'support-ticket', commissions, say('Hola. Revisamos tus movimientos: las comisiones sí se registraron, aparecen con el documento «Pedido». Filtra por tipo «Comisión» en Movimientos de saldo y las verás.'));
  await backdate(tx, 'support-ticket', commissions, 2, 5);

  // to staff: nobody has answered yet
  await file(tx, 'support-ticket', subdistribuidor, {
    subject: 'Consignación pendiente desde el lunes', priority: 'medium',
    description: 'Reporté una consignación de Bancolombia el lunes y sigue pendiente. La transacción es la 884512.',
  });

  // to staff: solved and closed by staff two days ago (the distributor can still reopen it)
  const billing = await file(tx, 'support-ticket', distribuidor, {
    subject: 'Actualizar mi correo de contacto', priority: 'low',
    description: 'Necesito que los avisos me lleguen a otro correo. ¿Dónde lo cambio?',
  });
  await readThread(tx, staff, 'support-ticket', billing);
  await respondTo(tx, staff, 'support-ticket', billing, say('Puedes cambiarlo tú mismo en «Mi cuenta», en la parte superior derecha. Guarda y listo.'));
  await readThread(tx, dist, 'support-ticket', billing);
  await respondTo(tx, dist, 'support-ticket', billing, say('Listo, ya quedó. ¡Gracias!'));
  await readThread(tx, staff, 'support-ticket', billing);
  await respondTo(tx, staff, 'support-ticket', billing, say(DEFAULT_RESPONSES[3].response));
  await readThread(tx, dist, 'support-ticket', billing);
  await closeTicket(tx, staff, 'support-ticket', billing);
  await backdate(tx, 'support-ticket', billing, 4, 12);

  // client → its seller: answered with a screenshot, the client has not read it yet
  const code = await file(tx, 'support-client', cliente, {
    subject: 'Netflix me pide un código de verificación', priority: 'high', attachment: codeScreenshot(),
    description: 'Al entrar a mi perfil Netflix me pide un código que llega a un correo que no es el mío.',
  });
  await readThread(tx, sub, 'support-client', code);
  await respondTo(tx, sub, 'support-client', code, say('Hola. Ese código llega al correo de la cuenta: te lo envío en un momento. Mientras tanto, elige tu perfil como muestra la imagen.', [settingsScreenshot()]));
  await backdate(tx, 'support-client', code, 1, 2);

  // client → its seller: not answered yet
  await file(tx, 'support-client', cliente, {
    subject: '¿Cómo cambio el PIN de mi perfil?', priority: 'low',
    description: 'Quiero ponerle un PIN nuevo a mi perfil para que nadie más lo use.',
  });

  // client → its seller: solved and closed by the client yesterday (it may still reopen it)
  const error = await file(tx, 'support-client', cliente, {
    subject: 'Disney+ muestra un error al reproducir', priority: 'medium',
    description: 'Cualquier película se queda cargando y luego muestra un error. Ya reinicié la aplicación.',
  });
  await readThread(tx, client, 'support-client', error);
  await respondTo(tx, client, 'support-client', error, say('Les dejo la captura del error.', [errorScreenshot()]));
  await readThread(tx, sub, 'support-client', error);
  await respondTo(tx, sub, 'support-client', error, say(DEFAULT_RESPONSES[1].response));
  await readThread(tx, client, 'support-client', error);
  await respondTo(tx, client, 'support-client', error, say('Ya funciona, gracias.'));
  await readThread(tx, sub, 'support-client', error);
  await closeTicket(tx, client, 'support-client', error);
  await backdate(tx, 'support-client', error, 2, 6);
}
