import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bogotaWallClock, toBogota } from './bogota.ts';
import { formatDate, formatDateTime } from './dates.ts';

/** The fast fixed-offset reading must give exactly what the time-zone database gives: exports rely on it instead of the slow lookup. */
describe('bogotaWallClock', () => {
  const slow = (v: string | Date) => toBogota(v)?.format('YYYY-MM-DDTHH:mm:ss.SSS') ?? null;
  const fast = (v: string | Date) => bogotaWallClock(v)?.toISOString().slice(0, 23) ?? null;

  it('reads every instant as toBogota does, in the texts PostgreSQL and ISO write', () => {
    fc.assert(fc.property(fc.date({ min: new Date('1995-01-01T00:00:00Z'), max: new Date('2080-01-01T00:00:00Z'), noInvalidDate: true }), (d) => {
      const iso = d.toISOString();
      const pgText = `${iso.slice(0, 10)} ${iso.slice(11, 23)}+00`;
      expect(fast(iso)).toBe(slow(iso));
      expect(fast(pgText)).toBe(slow(pgText));
      expect(fast(d)).toBe(slow(d));
      expect(formatDateTime(pgText)).toBe(toBogota(pgText)!.format('DD-MM-YYYY HH:mm:ss'));
      expect(formatDate(iso.slice(0, 10))).toBe(toBogota(iso.slice(0, 10))!.format('DD-MM-YYYY'));
    }), { numRuns: 500 });
  });

  it('reads offsets, plain days and wall-clock texts, and refuses what is not a date', () => {
    for (const v of ['2026-06-01 10:00:00-05', '2026-06-01 10:00:00+05:30', '2026-06-01T10:00:00-0500', '2026-01-01', '2026-06-01 10:00', '31-12-2025']) {
      expect(fast(v)).toBe(slow(v));
    }
    expect(bogotaWallClock('2026-01-01 03:00:00+00')!.toISOString()).toBe('2025-12-31T22:00:00.000Z');
    for (const v of ['', 'mañana', null, undefined]) expect(bogotaWallClock(v)).toBeNull();
  });
});
