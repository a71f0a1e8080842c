import { sql, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/client.ts';
import { readReplicaOf } from '../db/connection-roles.ts';
import type { Row } from './resource-types.ts';

/**
 * Every row of `query`, in its order, batch by batch, from ONE snapshot (a long export never mixes rows from before and after a change): a
 * REPEATABLE READ, READ ONLY transaction on a connection of its own with a server-side cursor. The database sorts
 * (or walks an index) once for the whole export — OFFSET paging re-sorted every matching row for each batch,
 * quadratic — and rows written meanwhile neither shift, repeat nor go missing between batches. `query` must name
 * its columns (`.as(key)`): the rows come back by those names, dates as the text drizzle's own reads give.
 * The transaction ends and the connection returns to the pool when the consumer stops, whether the export
 * finished, failed or its download was cut (a for-await that breaks calls return(), which runs `finally`).
 */
export async function* cursorBatches(db: Db, query: SQLWrapper, batch = 2000): AsyncGenerator<Row[]> {
  // an export only reads: the streaming replica when one is configured (db/connection-roles.ts)
  const client = await readReplicaOf(db).$client.connect();
  const conn = drizzle(client);
  let finished = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await conn.execute(sql`DECLARE export_rows NO SCROLL CURSOR FOR ${query}`);
    const fetch = () => conn.execute(sql.raw(`FETCH FORWARD ${Math.floor(batch)} FROM export_rows`)).then((r) => r.rows as Row[]);
    // the next batch is read while the consumer writes this one: database and file work overlap
    let next: Promise<Row[]> | null = fetch();
    while (next) {
      const rows: Row[] = await next;
      next = rows.length < batch ? null : fetch();
      // a failure of the read ahead surfaces when it is awaited, or in the rollback below
      next?.catch(() => undefined);
      if (rows.length) yield rows;
    }
    await client.query('COMMIT');
    finished = true;
  } finally {
    if (!finished) await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
