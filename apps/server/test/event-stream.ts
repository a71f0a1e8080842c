import { expect } from 'vitest';

/**
 * Opens a server-sent event stream with `token` and collects the names of the events it receives, for the
 * live balance tests (one process or two).
 */
export async function openEventStream(url: string, token: string) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: string[] = [];
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
          const name = block.split('\n').find((l) => l.startsWith('event: '));
          if (name) events.push(name.slice('event: '.length));
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
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
