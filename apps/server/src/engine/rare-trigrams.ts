import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/**
 * A trigram index answers `ILIKE '%correo96%'` by intersecting the posting lists of every trigram of the term:
 * "cor", "orr", "rre", "reo" are in every login of a common domain, so their lists (a million entries each at a
 * million rows) are read in full to keep the few rows that also hold "o96". The rows containing the term are
 * among the rows containing any piece of it, so the index can be given only the term's rare pieces and the whole
 * term tested on the rows they find: the same rows, without reading the common lists.
 *
 * Which pieces are common is read from the column's statistics (ANALYZE's sample: its most common values and its
 * histogram), as the planner reads them. The posting lists are the whole table's (all companies'), so the whole
 * table's sample is the right measure; it only chooses the plan, no row of it reaches an answer.
 */

/**
 * A piece found in at least this share of the sampled rows has a posting list too long to read for every search
 * (250,000 entries and more at a million rows). Leaving a piece out can only widen the rows the index finds, at
 * most 1 / share times for a piece unrelated to the rest of the term: a high bar keeps that small, and the count
 * tests rows only until it passes its cap.
 */
export const COMMON_SHARE = 0.25;

/** ANALYZE's sample of a column: values with the share of the rows each stands for. */
export interface ColumnSample { values: string[]; shares: number[] }

/**
 * The pieces of `term` (three letters or digits in a row, lower-cased: exactly the trigrams pg_trgm indexes inside
 * a word) to give the index instead of the whole term, or undefined to keep the whole term: when none is common
 * (the usual plan is already cheap), when every one is (nothing rare is left to find the rows by; the prefix and
 * suffix probes handle such terms), or when the sample is too small to say.
 */
export function rarePieces(term: string, sample: ColumnSample): string[] | undefined {
  if (sample.values.length < 20) return undefined;
  const lower = term.toLowerCase();
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= lower.length; i++) {
    const piece = lower.slice(i, i + 3);
    if (/^[a-z0-9]{3}$/.test(piece)) pieces.add(piece);
  }
  const values = sample.values.map((v) => v.toLowerCase());
  const share = (piece: string) => values.reduce((sum, v, i) => sum + (v.includes(piece) ? sample.shares[i] : 0), 0);
  const rare = [...pieces].filter((p) => share(p) < COMMON_SHARE);
  return rare.length > 0 && rare.length < pieces.size ? rare : undefined;
}

/** How long a column's sample is kept: ANALYZE renews it only after many rows change. */
const SAMPLE_TTL_MS = 60_000;
/** Kept per database handle (a test process may run several databases), then per column. */
const samplesByDb = new WeakMap<object, Map<string, { at: number; sample: ColumnSample }>>();

/** The column's ANALYZE sample (pg_stats), read at most once a minute per database handle. Empty before ANALYZE. */
export async function columnSample(db: Tx, table: string, column: string): Promise<ColumnSample> {
  const key = `${table}.${column}`;
  let samples = samplesByDb.get(db);
  if (!samples) samplesByDb.set(db, (samples = new Map()));
  const kept = samples.get(key);
  if (kept && Date.now() - kept.at < SAMPLE_TTL_MS) return kept.sample;
  const { rows } = await db.execute(sql`SELECT null_frac, most_common_vals::text::text[] AS mcv, most_common_freqs AS freqs,
      histogram_bounds::text::text[] AS hist
    FROM pg_stats WHERE schemaname = current_schema() AND tablename = ${table} AND attname = ${column} LIMIT 1`);
  const row = rows[0] as { null_frac: number; mcv: string[] | null; freqs: number[] | null; hist: string[] | null } | undefined;
  const mcv = row?.mcv ?? [];
  const freqs = (row?.freqs ?? []).map(Number);
  const hist = row?.hist ?? [];
  // the histogram's values share what the common values and the nulls leave, equally
  const rest = Math.max(0, 1 - Number(row?.null_frac ?? 0) - freqs.reduce((a, b) => a + b, 0));
  const sample = { values: [...mcv, ...hist], shares: [...freqs, ...hist.map(() => rest / hist.length)] };
  samples.set(key, { at: Date.now(), sample });
  return sample;
}
