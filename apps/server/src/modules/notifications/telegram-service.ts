import { createHash, randomInt } from 'node:crypto';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, isUniqueViolation } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { configurationSecret, configurationValues } from '../settings/index.ts';
import { TelegramError, type TelegramApi, type TelegramUpdate } from './telegram-api.ts';
import {
  activeCompanyIds, confirmLink, findLink, lockBotOffset, lockLinkByCode, removeLink, rootCompanyId, saveBotOffset, saveCode, userTelegram,
} from './telegram-repository.ts';

/** Unambiguous letters and digits (no 0/O, 1/I/L): the code is typed by hand into Telegram. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_MINUTES = 30;

export interface Bot {
  token: string;
  username: string | null;
  /** sha256 of the token: how the bot is named in the database (the token itself stays in the configuration). */
  hash: string;
}

export interface TelegramStatus {
  validated: boolean;
  bot_configured: boolean;
  bot_username: string | null;
  code: string | null;
  code_expires_at: string | null;
}

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The codes a message may carry: "/start K7PM2XQ9", "k7pm-2xq9" or the code alone. */
export function codesIn(text: string | undefined): string[] {
  return (text ?? '').toUpperCase().split(/\s+/).map((w) => w.replace(/[^A-Z0-9]/g, ''))
    .filter((w) => w.length === CODE_LENGTH && [...w].every((c) => CODE_ALPHABET.includes(c)));
}

const LINKED = (name: string) => `¡Listo, ${name}! Tu cuenta quedó vinculada: desde ahora recibirás aquí tus notificaciones.`;
const UNKNOWN = 'No reconozco ese código o ya venció. Genera uno nuevo en Mi perfil → Telegram y envíamelo tal como aparece.';

/**
 * Telegram for a company (DOMAIN.md "Notifications"): its bot is the configuration entry `telegram_bot_token`
 * (the platform's, from the root company, when the company set none). A user links its chat by sending the bot a
 * one-time code shown in its profile; the bot's messages are read with getUpdates — every minute by a job and at
 * once when the user asks to check — so no public address is needed.
 */
export function telegramService(db: Db, api: TelegramApi) {
  async function companyBot(companyId: number): Promise<Bot | null> {
    const token = await configurationSecret(db, companyId, 'telegram_bot_token');
    if (!token) return null;
    const username = String((await configurationValues(db, companyId)).telegram_bot_username ?? '').replace(/^@/, '').trim();
    return { token, username: username || null, hash: createHash('sha256').update(token).digest('hex') };
  }

  async function botOf(companyId: number): Promise<Bot | null> {
    const own = await companyBot(companyId);
    if (own) return own;
    const root = await rootCompanyId(db);
    return root && root !== companyId ? companyBot(root) : null;
  }

  async function status(userId: number, companyId: number): Promise<TelegramStatus> {
    const [link, bot, user] = await Promise.all([findLink(db, userId), botOf(companyId), userTelegram(db, userId)]);
    const codeAlive = !!link?.code && !!link.code_expires_at && new Date(link.code_expires_at).getTime() > Date.now();
    return {
      // staff may switch telegram_validated off on the user: the chat then gets nothing until linked again
      validated: !!link?.chat_id && !!user?.telegram_validated,
      bot_configured: !!bot,
      bot_username: bot?.username ?? null,
      code: codeAlive ? link!.code : null,
      code_expires_at: codeAlive ? new Date(link!.code_expires_at!).toISOString() : null,
    };
  }

  /** Reads the bot's new messages once and links the chats that sent a valid code; answers how many it linked. */
  async function poll(bot: Bot): Promise<number> {
    const replies: { chat: string; text: string }[] = [];
    const linked = await inTransaction(db, async (tx) => {
      const offset = await lockBotOffset(tx, bot.hash);
      if (offset === undefined) return 0; // another process is reading this bot right now
      const updates: TelegramUpdate[] = await api.getUpdates(bot.token, offset);
      let count = 0;
      for (const update of updates) {
        const message = update.message;
        if (!message?.text) continue;
        const chat = String(message.chat.id);
        const codes = codesIn(message.text);
        if (!codes.length) {
          if (message.text.trim().startsWith('/start')) replies.push({ chat, text: 'Hola. Envíame el código que aparece en Mi perfil → Telegram para vincular tu cuenta.' });
          continue;
        }
        let done = false;
        for (const code of codes) {
          const link = await lockLinkByCode(tx, code);
          // a code is only good on its own company's bot
          if (!link || (await botOf(link.company_id))?.hash !== bot.hash) continue;
          await confirmLink(tx, link.user_id, chat);
          replies.push({ chat, text: LINKED((await userTelegram(tx, link.user_id))?.name ?? '') });
          done = true;
          count++;
          break;
        }
        if (!done) replies.push({ chat, text: UNKNOWN });
      }
      if (updates.length) await saveBotOffset(tx, bot.hash, Math.max(...updates.map((u) => u.update_id)) + 1);
      return count;
    });
    // answers go out after the commit: a failed answer must not undo a link
    for (const r of replies) await api.sendMessage(bot.token, r.chat, r.text).catch(() => {});
    return linked;
  }

  return {
    botOf,

    status: (auth: AuthContext) => status(auth.user.id, auth.user.company_id),

    /** A new one-time code for the signed-in user (valid 30 minutes); refused while the company has no bot. */
    async newCode(auth: AuthContext): Promise<TelegramStatus> {
      const bot = await botOf(auth.user.company_id);
      if (!bot) throw conflict('Las notificaciones por Telegram aún no están configuradas: pide a un administrador que registre el bot de la empresa.');
      for (let attempt = 1; ; attempt++) {
        try {
          await inTransaction(db, (tx) => saveCode(tx, auth.user.id, auth.user.company_id, newCode(), CODE_MINUTES));
          break;
        } catch (err) {
          // 31^8 codes: a collision is rare, two in a row rarer still
          if (!isUniqueViolation(err) || attempt >= 3) throw err;
        }
      }
      return status(auth.user.id, auth.user.company_id);
    },

    /** Reads the bot now (the user says it sent the code) and answers the link as it stands afterwards. */
    async check(auth: AuthContext): Promise<TelegramStatus> {
      const bot = await botOf(auth.user.company_id);
      if (!bot) throw conflict('Las notificaciones por Telegram aún no están configuradas: pide a un administrador que registre el bot de la empresa.');
      try {
        await poll(bot);
      } catch (err) {
        if (!(err instanceof TelegramError)) throw err;
        throw conflict('No se pudo consultar el bot de Telegram en este momento. Inténtalo de nuevo en un minuto.');
      }
      return status(auth.user.id, auth.user.company_id);
    },

    async unlink(auth: AuthContext): Promise<TelegramStatus> {
      await inTransaction(db, (tx) => removeLink(tx, auth.user.id));
      return status(auth.user.id, auth.user.company_id);
    },

    /** Reads every bot the active companies use, once each (the scheduled job). */
    async pollAll(warn: (msg: string) => void): Promise<number> {
      const bots = new Map<string, Bot>();
      for (const id of await activeCompanyIds(db)) {
        const bot = await botOf(id);
        if (bot) bots.set(bot.hash, bot);
      }
      let linked = 0;
      for (const bot of bots.values()) {
        try {
          linked += await poll(bot);
        } catch (err) {
          warn(`Telegram: no se pudieron leer los mensajes del bot (${(err as Error).message})`);
        }
      }
      return linked;
    },

    /** Sends one message through the company's bot; throws TelegramError (retryable or not) when it fails. */
    async send(companyId: number, chatId: string, text: string): Promise<void> {
      const bot = await botOf(companyId);
      if (!bot) throw new TelegramError('La empresa no tiene bot de Telegram configurado', 400);
      await api.sendMessage(bot.token, chatId, text);
    },
  };
}

export type TelegramService = ReturnType<typeof telegramService>;
