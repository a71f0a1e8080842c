import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/precompress-plugin.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compression.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../src/plugins/web-assets.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { userIdOf } from './sales-helpers.ts';

/**
 * Built assets go out precompressed (brotli or gzip, as the client accepts; hashed files cached
 * for a year), JSON answers above ~1 kB are compressed, small ones are not, and the live event stream is neither
 * compressed nor buffered. The web build is a small fixture compressed by the build's own plugin.
 */
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const ASSET = '/assets/index-Ab12Cd34.js';
const script = Array.from({ length: 2000 }, (_, i) => `export const value${i} = () => "línea ${i} del paquete";`).join('\n');

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, ASSET), script);
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`);
  // the build's own plugin, as `vite build` runs it
  const plugin = precompress() as any;
  plugin.configResolved({ root: dist, build: { outDir: '.' } });
  await plugin.closeBundle.call({ info: () => {} });

  process.env.WEB_DIST = dist;
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const asset = (encoding?: string) => ctx.app.inject({ method: 'GET', url: ASSET, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('the build writes a brotli and a gzip copy of each asset', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, `${ASSET}.br`))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, `${ASSET}.gz`))).toString()).toBe(script);
  });

  it('serves a hashed asset as brotli when the client accepts it, cached for a year', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves gzip when only gzip is accepted, and the plain file when nothing is', async () => {
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('pages (index.html) are revalidated on every load', async () => {
    for (const url of ['/', '/admin/bank']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    }
  });

  it('compresses a big JSON answer, and leaves a small one alone', async () => {
    const admin = await ctx.as('admin');
    const big = await admin.request('POST', '/api/v1/admin/user/list', { _paginate: { page: 1, max_rows: 100 } }, { 'accept-encoding': 'br, gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(body.success).toBe(true);
    expect(JSON.stringify(body).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(body).length);

    const gz = await admin.request('POST', '/api/v1/admin/user/list', { _paginate: { page: 1, max_rows: 100 } }, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).items.length).toBe(body.items.length);

    const plain = await admin.request('POST', '/api/v1/admin/user/list', { _paginate: { page: 1, max_rows: 100 } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items.length).toBe(body.items.length);

    const small = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().msg).toBe('OK');
  });

  it('never compresses nor holds back the live event stream', async () => {
    const admin = await ctx.as('admin');
    const dist = await ctx.as('distribuidor');
    const chunks: string[] = [];
    let headers: Record<string, unknown> = {};
    const req = get(`${base}/api/v1/balance/events`, { headers: { authorization: `Bearer ${dist.token}`, 'accept-encoding': 'br, gzip' } }, (res) => {
      headers = res.headers;
      res.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    });
    const waitFor = async (text: string, ms: number) => {
      const until = Date.now() + ms;
      while (!chunks.join('').includes(text) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      return chunks.join('').includes(text);
    };
    try {
      // the greeting arrives as plain text right away: nothing compresses or buffers the stream
      expect(await waitFor(': conectado', 2_000)).toBe(true);
      expect(headers['content-encoding']).toBeUndefined();
      expect(String(headers['content-type'])).toMatch(/^text\/event-stream/);
      const adjusted = await admin.post(`/api/v1/admin/user/${await userIdOf(ctx, 'distribuidor')}/adjust-balance`, { amount: 1_000, reason: 'Prueba de compresión' });
      expect(adjusted.statusCode).toBe(200);
      const sent = Date.now();
      expect(await waitFor('event: balance', 2_000)).toBe(true);
      expect(Date.now() - sent).toBeLessThan(1_000);
    } finally {
      req.destroy();
    }
  });
});
