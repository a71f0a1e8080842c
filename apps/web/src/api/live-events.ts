import { apiUrl, buildHeaders } from './http.ts';

/** One server-sent event: its name (`balance`, `notification`, ...) and its JSON data (null when absent or unreadable). */
export interface LiveEvent {
  name: string;
  data: unknown;
}

function dataOf(lines: string[]): unknown {
  const text = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice('data:'.length).replace(/^ /, '')).join('\n');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Splits server-sent event text into its complete events (blocks ended by a blank line; comments and unnamed
 * blocks carry none) and the incomplete rest, kept for the next chunk.
 */
export function parseEvents(buffer: string): { events: LiveEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const lines = block.split('\n');
    const name = lines.find((line) => line.startsWith('event:'))?.slice('event:'.length).trim();
    return name ? [{ name, data: dataOf(lines) }] : [];
  });
  return { events, rest };
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((ok) => {
  const timer = setTimeout(ok, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); ok(); }, { once: true });
});

/**
 * Follows the signed-in user's one live stream (GET /v1/events: `balance`, `notification`, ...) and hands over the
 * events of each chunk together (one balance refresh covers several changes). `tab` names this tab, whose
 * subscribe-topic choice the server applies. A dropped stream is opened again (1 s, doubling up to 30 s); it stops
 * for good when `signal` aborts or the session is refused (401/403). Plain fetch, not apiRequest: a stream that
 * stays open must not keep the progress bar running.
 */
export async function followLiveEvents(
  signal: AbortSignal, onEvents: (events: LiveEvent[]) => void, opts: { tab?: string; wait?: typeof pause } = {},
): Promise<void> {
  const wait = opts.wait ?? pause;
  const path = `/v1/events${opts.tab ? `?tab=${encodeURIComponent(opts.tab)}` : ''}`;
  let retry = FIRST_RETRY_MS;
  while (!signal.aborted) {
    try {
      const res = await fetch(apiUrl(path), { headers: buildHeaders(false), signal, cache: 'no-store' });
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
          if (parsed.events.length) onEvents(parsed.events);
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
