/**
 * The few calls of Telegram's Bot API this app makes, over plain HTTPS (`{base}/bot{token}/{method}`, JSON in and
 * out). The base address is the configuration's (TELEGRAM_API_URL; tests point it at a local server).
 */

/** How long one call may take: a stuck call must not hold a delivery job forever. */
const TIMEOUT_MS = 15_000;

export interface TelegramUpdate {
  update_id: number;
  message?: { chat: { id: number | string }; text?: string; from?: { first_name?: string } };
}

/** A refusal or failure of the Bot API; `retryable` is false for answers a retry cannot change (bad chat, bad token). */
export class TelegramError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
  }
  get retryable(): boolean {
    return this.status === null || this.status === 429 || this.status >= 500;
  }
}

export function telegramApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>(token: string, method: string, body: Record<string, unknown>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}/bot${token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new TelegramError(`Telegram no respondió (${(err as Error).message})`, null);
    }
    const answer = (await res.json().catch(() => null)) as { ok?: boolean; result?: T; description?: string } | null;
    if (!res.ok || !answer?.ok) {
      throw new TelegramError(`Telegram rechazó ${method}: ${answer?.description ?? `HTTP ${res.status}`}`, res.status);
    }
    return answer.result as T;
  }

  return {
    sendMessage: (token: string, chatId: string, text: string) =>
      call<unknown>(token, 'sendMessage', { chat_id: chatId, text, link_preview_options: { is_disabled: true } }),
    /** Updates after `offset` without waiting (short polling): the caller decides how often to ask. */
    getUpdates: (token: string, offset: number) =>
      call<TelegramUpdate[]>(token, 'getUpdates', { offset, timeout: 0, allowed_updates: ['message'] }),
  };
}

export type TelegramApi = ReturnType<typeof telegramApi>;
