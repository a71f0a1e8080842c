import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Longest stretch of row work before other requests get a turn of the event loop. */
const SLICE_MS = 5;

/** Node's streams say writableNeedDrain; the older readable-stream copies inside archiver only keep the state. */
const needsDrain = (s: Writable) =>
  s.writableNeedDrain ?? (s as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ?? false;

/** Resolves when `stream` drains or the download closes; the listener left waiting is removed either way. */
async function drained(stream: Writable, out: Writable): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Feeds batches of rows to `write` (the xlsx writer's per-row work) without stalling the process or piling the
 * file up in memory (a 100,000-row export must not hold up other calls or the heap):
 * - every few milliseconds of row work it hands the event loop a turn (setImmediate), so the other calls served
 *   by this process keep answering while a 100,000-row export runs;
 * - after each batch it waits while `out` (the response body) is full, until it drains: a slow download then
 *   slows the database cursor down instead of buffering the whole file;
 * - when the download is cut (`out` destroyed) it stops, and leaving the loop closes the source (its cursor,
 *   transaction and connection: engine/export-cursor.ts).
 */
export async function pumpBatches<T>(
  out: Writable, batches: AsyncIterable<T[]>, write: (row: T) => void,
  /** Streams between `write` and `out` that buffer without pushing back (exceljs' zip entry): waited on too. */
  inner: () => Writable[] = () => [],
): Promise<void> {
  let sliceStart = performance.now();
  for await (const rows of batches) {
    for (let i = 0; i < rows.length; i++) {
      write(rows[i]);
      if ((i & 63) === 63 && performance.now() - sliceStart > SLICE_MS) {
        await turn();
        sliceStart = performance.now();
      }
    }
    if (out.destroyed) break;
    for (const stream of [...inner(), out]) {
      if (needsDrain(stream) && !stream.destroyed) await drained(stream, out);
    }
    await turn();
    sliceStart = performance.now();
    if (out.destroyed) break;
  }
}
