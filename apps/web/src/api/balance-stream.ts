import { apiUrl, buildHeaders } from './http.ts';

/**
 * Splits server-sent event text into the names of its complete events (blocks ended by a blank line; comments
 * and unnamed blocks carry none) and the incomplete rest, kept for the next chunk.
 */
export function parseEvents(buffer: string): { events: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .map((block) => block.split('\n').find((line) => line.startsWith('event:'))?.slice('event:'.length).trim())
    .filter((name): name is string => !!name);
  return { events, rest };
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((ok) => {
  const timer = setTimeout(ok, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); ok(); }, { once: true });
});

/**
 * Follows the signed-in user's live balance (GET /v1/balance/events) and calls `onChange` after the changes
 * the server announces (once for those that arrive together: one refresh shows them all). A dropped stream is opened again (1 s, doubling up to 30 s); it stops for good when
 * `signal` aborts or the session is refused (401/403). Plain fetch, not apiRequest: a stream that stays open
 * must not keep the progress bar running.
 */
export async function followBalance(signal: AbortSignal, onChange: () => void, wait = pause): Promise<void> {
  let retry = FIRST_RETRY_MS;
  while (!signal.aborted) {
    try {
      const res = await fetch(apiUrl('/v1/balance/events'), { headers: buildHeaders(false), signal, cache: 'no-store' });
      if (res.status === 401 || res.status === 403) return;
      if (res.ok && res.body) {
        retry = FIRST_RETRY_MS;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          if (parsed.events.includes('balance')) onChange();
        }
      }
    } catch {
      // no connection, server restarting or aborted: the loop decides
    }
    if (signal.aborted) return;
    await wait(retry, signal);
    retry = Math.min(retry * 2, MAX_RETRY_MS);
  }
}
