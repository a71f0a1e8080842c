import { describe, expect, it } from 'vitest';
import { setupFakeApi, json, type Answer } from '../test/fake-api.ts';
import { FIRST_RETRY_MS, followBalance, MAX_RETRY_MS, parseEvents } from './balance-stream.ts';

const { calls, answers } = setupFakeApi();

/** An event stream that sends `chunks` and then ends (the server closed it). */
const stream = (...chunks: string[]): Answer => () => new Response(new ReadableStream({
  start(controller) {
    const encoder = new TextEncoder();
    for (const c of chunks) controller.enqueue(encoder.encode(c));
    controller.close();
  },
}), { status: 200, headers: { 'content-type': 'text/event-stream' } });

describe('parseEvents', () => {
  it('names the complete events, skips comments and keeps the unfinished rest', () => {
    expect(parseEvents(': conectado\n\nevent: balance\ndata: {}\n\nevent: bal')).toEqual({ events: ['balance'], rest: 'event: bal' });
    expect(parseEvents('event: balance\r\ndata: {}\r\n\r\n')).toEqual({ events: ['balance'], rest: '' });
    expect(parseEvents('data: sin nombre\n\n: ping\n\n')).toEqual({ events: [], rest: '' });
  });
});

describe('followBalance', () => {
  it('calls back for a balance event split across chunks, once for events that arrive together, with the session token', async () => {
    const abort = new AbortController();
    let changes = 0;
    answers.push(stream(': conectado\n\n', 'event: bal', 'ance\ndata: {}\n\n', ': ping\n\nevent: balance\ndata: {}\n\nevent: balance\n\n'));
    // the stream ends: the follower waits and would reconnect; the test stops it there
    await followBalance(abort.signal, () => changes++, async () => abort.abort());
    expect(changes).toBe(2);
    expect(calls[0].url).toBe('/api/v1/balance/events');
    expect(calls[0].headers.Authorization).toBe('Bearer tok-1');
  });

  it('reconnects after drops with a growing pause, and stops for good on 401', async () => {
    const abort = new AbortController();
    const pauses: number[] = [];
    let changes = 0;
    answers.push(() => { throw new TypeError('Failed to fetch'); });
    answers.push(json(502, {}));
    answers.push(stream('event: balance\n\n'));
    answers.push(json(401, { success: false, msg: 'Sesión no válida', token: null }));
    await followBalance(abort.signal, () => changes++, async (ms) => { pauses.push(ms); });
    expect(calls).toHaveLength(4);
    expect(changes).toBe(1);
    // two failures double the pause; the stream that worked resets it
    expect(pauses).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, FIRST_RETRY_MS]);
    expect(MAX_RETRY_MS).toBeGreaterThan(FIRST_RETRY_MS);
  });
});
