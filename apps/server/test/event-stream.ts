import { expect } from 'vitest';

/**
 * Opens a server-sent event stream with `token` and collects the names of the events it receives (and, in
 * `messages`, each with its parsed data), for the live balance and notification tests (one process or two).
 */
export async function openEventStream(url: string, token: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers }, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: string[] = [];
  const messages: { event: string; data: any }[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const name = lines.find((l) => l.startsWith('event: '));
          if (!name) continue;
          events.push(name.slice('event: '.length));
          const data = lines.find((l) => l.startsWith('data: '));
          messages.push({ event: name.slice('event: '.length), data: data ? JSON.parse(data.slice('data: '.length)) : null });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    messages,
    headers: res.headers,
    /** Waits until `n` events have arrived (or `ms` passed) and says how many there are. */
    async count(n: number, ms = 5_000) {
      const until = Date.now() + ms;
      while (events.length < n && Date.now() < until) await new Promise((ok) => setTimeout(ok, 20));
      return events.length;
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
