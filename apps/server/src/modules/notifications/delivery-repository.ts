import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { company, telegramLink, users } from '../../db/schema/index.ts';
import type { NotificationRow } from './notification-repository.ts';

export type DeliveryChannel = 'email' | 'telegram';

/** Someone a notification goes out to by email or Telegram, as its row stands now. */
export interface Recipient {
  id: number;
  name: string;
  email: string | null;
  preference: string | null;
  telegramValidated: boolean;
  chatId: string | null;
}

const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  preference: users.notification_preference,
  telegramValidated: users.telegram_validated,
  chatId: telegramLink.chat_id,
};

/** The channel a recipient's preference asks for, if it can be used (an address, a linked chat). */
export function channelOf(r: Recipient): DeliveryChannel | null {
  if (r.preference === 'email' && r.email) return 'email';
  if (r.preference === 'telegram' && r.telegramValidated && r.chatId) return 'telegram';
  return null;
}

/**
 * Who receives a notification outside the app: its user (topic `me`) or the company's users that existed when
 * it was made (topic `all`), active, whose preference is email or Telegram.
 */
export async function recipientsOf(db: Tx, n: NotificationRow): Promise<Recipient[]> {
  const who = n.topic === 'me' ? eq(users.id, n.user_id ?? -1) : lte(users.created_at, n.created_at);
  return db.select(recipientColumns).from(users)
    .leftJoin(telegramLink, eq(telegramLink.user_id, users.id))
    .where(and(eq(users.company_id, n.company_id), eq(users.active, true), inArray(users.notification_preference, ['email', 'telegram']), who));
}

export async function findRecipient(db: Tx, userId: number): Promise<Recipient | undefined> {
  return (await db.select(recipientColumns).from(users)
    .leftJoin(telegramLink, eq(telegramLink.user_id, users.id))
    .where(and(eq(users.id, userId), eq(users.active, true))).limit(1))[0];
}

export async function companyName(db: Tx, id: number): Promise<string | undefined> {
  return (await db.select({ name: company.name }).from(company).where(eq(company.id, id)).limit(1))[0]?.name;
}

/** The demo data's way to show email delivery (the user's own profile page is the normal one). */
export async function setPreference(tx: Tx, userId: number, preference: string) {
  await tx.update(users).set({ notification_preference: preference }).where(eq(users.id, userId));
}
