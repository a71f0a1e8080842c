import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { relative, sep } from 'node:path';

/** Vite names every file under assets/ by its content hash: a changed file is a new address. */
const HASHED_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, icons) is revalidated on every use, so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * How @fastify/static serves the built web app: the brotli and gzip copies written at build time
 * (apps/web/precompress-plugin.ts) chosen by Accept-Encoding, hashed files cached for a year, the rest revalidated.
 */
export function webAssetOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const hashed = relative(root, path).split(sep)[0] === HASHED_DIR;
      reply.header('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  };
}

/** Pages (index.html for every web route) are revalidated on every load: they name the current hashed files. */
export const htmlNoCachePlugin = fp(async (app: FastifyInstance) => {
  // a callback hook, not an async one: it runs on every answer and needs no promise
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('cache-control', REVALIDATE_CACHE);
    }
    done(null, payload);
  });
}, { name: 'html-no-cache' });
