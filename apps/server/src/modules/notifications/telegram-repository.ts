import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { company, telegramBotState, telegramLink, users } from '../../db/schema/index.ts';

export type TelegramLinkRow = typeof telegramLink.$inferSelect;

export async function findLink(db: Tx, userId: number): Promise<TelegramLinkRow | undefined> {
  return (await db.select().from(telegramLink).where(eq(telegramLink.user_id, userId)).limit(1))[0];
}

/** Gives the user a new one-time code (replacing any earlier one); a linked chat stays linked until the code is used. */
export async function saveCode(tx: Tx, userId: number, companyId: number, code: string, minutes: number) {
  const expires = sql`now() + make_interval(mins => ${minutes})`;
  const [row] = await tx.insert(telegramLink)
    .values({ user_id: userId, company_id: companyId, code, code_expires_at: expires })
    .onConflictDoUpdate({ target: telegramLink.user_id, set: { code, code_expires_at: expires } })
    .returning();
  return row;
}

/** The link waiting for this code, locked, if the code is still valid. */
export async function lockLinkByCode(tx: Tx, code: string): Promise<TelegramLinkRow | undefined> {
  return (await tx.select().from(telegramLink)
    .where(and(eq(telegramLink.code, code), gt(telegramLink.code_expires_at, sql`now()`))).for('update').limit(1))[0];
}

/** Confirms the link: the chat is stored, the code spent, and the user marked `telegram_validated`. */
export async function confirmLink(tx: Tx, userId: number, chatId: string) {
  await tx.update(telegramLink).set({ chat_id: chatId, linked_at: sql`now()`, code: null, code_expires_at: null })
    .where(eq(telegramLink.user_id, userId));
  await tx.update(users).set({ telegram_validated: true }).where(eq(users.id, userId));
}

export async function removeLink(tx: Tx, userId: number) {
  await tx.delete(telegramLink).where(eq(telegramLink.user_id, userId));
  await tx.update(users).set({ telegram_validated: false }).where(eq(users.id, userId));
}

export async function rootCompanyId(db: Tx): Promise<number | undefined> {
  return (await db.select({ id: company.id }).from(company).where(eq(company.is_root, true)).limit(1))[0]?.id;
}

export async function activeCompanyIds(db: Tx): Promise<number[]> {
  return (await db.select({ id: company.id }).from(company).where(eq(company.active, true))).map((r) => r.id);
}

export async function userTelegram(db: Tx, userId: number): Promise<{ name: string; telegram_validated: boolean } | undefined> {
  return (await db.select({ name: users.name, telegram_validated: users.telegram_validated }).from(users).where(eq(users.id, userId)).limit(1))[0];
}

/**
 * Takes the bot's reading turn: locks its offset row (creating it) for the caller's transaction, or answers
 * undefined when another process is reading this bot right now (getUpdates must not run twice at once).
 */
export async function lockBotOffset(tx: Tx, tokenHash: string): Promise<number | undefined> {
  await tx.insert(telegramBotState).values({ token_hash: tokenHash }).onConflictDoNothing();
  const [row] = await tx.select({ offset: telegramBotState.update_offset }).from(telegramBotState)
    .where(eq(telegramBotState.token_hash, tokenHash)).for('update', { skipLocked: true }).limit(1);
  return row?.offset;
}

export async function saveBotOffset(tx: Tx, tokenHash: string, offset: number) {
  await tx.update(telegramBotState).set({ update_offset: offset, updated_at: sql`now()` }).where(eq(telegramBotState.token_hash, tokenHash));
}
