import { deliveryMessage } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { writeLog, type Actor } from '../../lib/audit.ts';
import { notify } from '../notifications/index.ts';
import { purchaseTemplate } from '../templates/index.ts';
import { holdersOfAccount, productOfAccount, type Recipient } from './credential-repository.ts';
import { recordViews } from './credential-views.ts';

/** The account's credentials as they are after the change. */
export interface ChangedCredentials {
  companyId: number;
  actor: Actor;
  accountId: number;
  login: string;
  password: string;
  /** Set when only one profile's PIN changed: only that profile's holders hear of it, with its new PIN. */
  profileId?: number | null;
  pin?: string | null;
  /** The fields that changed, as the log names them (login, password, pin). */
  fields: readonly string[];
}

/** Where the notice leads: the screen with the buyer's units, their credentials and the message to copy. */
const DELIVERED_PROFILES_LINK = '/admin/profiles-list';
const FIELD_NAMES: Record<string, string> = { login: 'usuario', password: 'contraseña', pin: 'PIN' };

/**
 * A shared account's credentials changed (DOMAIN.md "Shared accounts change together"): every buyer of an active
 * profile of it (or of the whole account), and a client's seller, gets one notice with the new credentials as a
 * message ready to paste in WhatsApp — in the bell, and by email and Telegram per its preference (notify). Runs
 * in the change's transaction: the notices exist exactly when the change does. Each notice shows the password and
 * PIN, so it is a reveal: one view per person and unit it names (screen `change-notice`, the person as viewer, no
 * address: nobody asked), in the same transaction. Who was told is logged on the account (or profile), beside the
 * engine's entry of the change.
 */
export async function announceCredentialChange(tx: Tx, change: ChangedCredentials): Promise<number> {
  const holders = await holdersOfAccount(tx, change.companyId, change.accountId, change.profileId ?? null);
  const byPerson = new Map<number, Recipient[]>();
  for (const h of holders) byPerson.set(h.user_id, [...(byPerson.get(h.user_id) ?? []), h]);
  const product = await productOfAccount(tx, change.accountId);
  const template = byPerson.size ? await purchaseTemplate(tx, change.companyId) : '';
  const what = change.fields.map((f) => FIELD_NAMES[f] ?? f).join(', ');

  for (const [userId, units] of byPerson) {
    const messages = units.map((u) => deliveryMessage(template, {
      login: change.login, password: change.password, profile: u.profile, pin: change.profileId ? (change.pin ?? null) : u.pin, renewal_limit_date: u.renewal_limit_date,
    }, { product, client: u.buyer_name }));
    const forClients = units.filter((u) => u.as_seller).map((u) => u.buyer_name);
    const intro = `Cambiaron los datos de acceso (${what}) de ${product}${forClients.length ? ` de tu cliente ${[...new Set(forClients)].join(', ')}` : ''}. Mensaje para copiar:`;
    await notify(tx, { companyId: change.companyId, userId, kind: 'credentials_changed', text: `${intro}\n${[...new Set(messages)].join('\n\n')}`, link: DELIVERED_PROFILES_LINK });
    await recordViews(tx, { companyId: change.companyId, userId, apiKeyId: null, shareId: null, ip: null }, 'change-notice',
      units.map((u) => ({ profile_id: u.profile_id, digital_account_id: change.accountId })));
  }

  // the change itself is in the account's log already (the engine's entry); this one says who was told
  if (!byPerson.size) return 0;
  const names = [...new Set(holders.map((h) => h.name))];
  await writeLog(tx, {
    companyId: change.companyId, actor: change.actor,
    ...(change.profileId ? { objectType: 'profiles', objectId: change.profileId } : { objectType: 'digital-account', objectId: change.accountId }),
    text: `Datos de acceso cambiados (${what}): ${byPerson.size} ${byPerson.size === 1 ? 'persona avisada' : 'personas avisadas'} (${names.join(', ')})`,
  });
  return byPerson.size;
}
