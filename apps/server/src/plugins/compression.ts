import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Answers at or above this many bytes travel compressed (a list page, a catalogue); smaller ones (a status, a
 * saved record) gain less than compressing them costs.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the app's text answers (JSON above all) with brotli or gzip, as the client's Accept-Encoding allows.
 * The built web assets are not compressed here: they are served precompressed at build time (see
 * web-assets.ts), and an answer that already carries Content-Encoding is left alone.
 *
 * The live event stream (`text/event-stream`) is never compressed nor buffered: its route hijacks the reply and
 * writes the socket itself (lib/live-stream.ts), so no onSend hook, this one included, ever sees its events.
 * Register it before @fastify/static.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    // our clients never send compressed bodies: inflating them would only open a door (decompression bombs)
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // per request, speed matters more than the last bytes: brotli 4 is as fast as gzip 6 and smaller
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}, { name: 'compression' });
