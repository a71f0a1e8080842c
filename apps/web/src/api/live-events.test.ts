import { describe, expect, it } from 'vitest';
import { setupFakeApi, json, type Answer } from '../test/fake-api.ts';
import { FIRST_RETRY_MS, followLiveEvents, MAX_RETRY_MS, parseEvents, type LiveEvent } from './live-events.ts';

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
  it('names the complete events with their data, skips comments and keeps the unfinished rest', () => {
    expect(parseEvents(': conectado\n\nevent: balance\ndata: {}\n\nevent: bal')).toEqual({ events: [{ name: 'balance', data: {} }], rest: 'event: bal' });
    expect(parseEvents('event: balance\r\ndata: {}\r\n\r\n')).toEqual({ events: [{ name: 'balance', data: {} }], rest: '' });
    expect(parseEvents('data: sin nombre\n\n: ping\n\n')).toEqual({ events: [], rest: '' });
    expect(parseEvents('event: notification\ndata: {"id":7,"text":"Hola"}\n\nevent: balance\n\n').events)
      .toEqual([{ name: 'notification', data: { id: 7, text: 'Hola' } }, { name: 'balance', data: null }]);
    expect(parseEvents('event: notification\ndata: {roto\n\n').events).toEqual([{ name: 'notification', data: null }]);
  });
});

describe('followLiveEvents', () => {
  it('hands over events split across chunks, those of one chunk together, with the session token and the tab', async () => {
    const abort = new AbortController();
    const batches: LiveEvent[][] = [];
    answers.push(stream(': conectado\n\n', 'event: bal', 'ance\ndata: {}\n\n', ': ping\n\nevent: notification\ndata: {"id":3}\n\nevent: balance\n\n'));
    // the stream ends: the follower waits and would reconnect; the test stops it there
    await followLiveEvents(abort.signal, (events) => batches.push(events), { tab: 'pestaña 1', wait: async () => abort.abort() });
    expect(batches.map((b) => b.map((e) => e.name))).toEqual([['balance'], ['notification', 'balance']]);
    expect(batches[1][0].data).toEqual({ id: 3 });
    expect(calls[0].url).toBe('/api/v1/events?tab=pesta%C3%B1a%201');
    expect(calls[0].headers.Authorization).toBe('Bearer tok-1');
  });

  it('reconnects after drops with a growing pause, and stops for good on 401', async () => {
    const abort = new AbortController();
    const pauses: number[] = [];
    let events = 0;
    answers.push(() => { throw new TypeError('Failed to fetch'); });
    answers.push(json(502, {}));
    answers.push(stream('event: balance\n\n'));
    answers.push(json(401, { success: false, msg: 'Sesión no válida', token: null }));
    await followLiveEvents(abort.signal, (batch) => { events += batch.length; }, { wait: async (ms) => { pauses.push(ms); } });
    expect(calls).toHaveLength(4);
    expect(calls[0].url).toBe('/api/v1/events');
    expect(events).toBe(1);
    // two failures double the pause; the stream that worked resets it
    expect(pauses).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, FIRST_RETRY_MS]);
    expect(MAX_RETRY_MS).toBeGreaterThan(FIRST_RETRY_MS);
  });
});
