import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, todayBogota } from './dates.ts';

describe('formatDateTime (Bogota, UTC−5)', () => {
  it.each([
    // the midnight boundary: still the 31st in Bogota until 05:00 UTC
    ['2026-01-01T04:59:59Z', '31-12-2025 23:59:59'],
    ['2026-01-01T05:00:00Z', '01-01-2026 00:00:00'],
    ['2026-01-01T05:00:00.999Z', '01-01-2026 00:00:00'],
    ['2025-07-15T12:00:00+02:00', '15-07-2025 05:00:00'],
    ['2025-07-15T12:00:00-0500', '15-07-2025 12:00:00'],
    // PostgreSQL's timestamptz text: whole-hour offset, microseconds
    ['2026-11-21 00:10:51.363266+00', '20-11-2026 19:10:51'],
    ['2026-11-21 01:03:28+00', '20-11-2026 20:03:28'],
    ['2026-11-20 19:03:28-05', '20-11-2026 19:03:28'],
    // no offset: already Bogota wall-clock time
    ['2025-12-31 10:00:00', '31-12-2025 10:00:00'],
    ['2025-12-31T23:30', '31-12-2025 23:30:00'],
    ['2025-12-31', '31-12-2025 00:00:00'],
    [new Date('2026-03-01T17:04:05Z'), '01-03-2026 12:04:05'],
    [Date.UTC(2026, 0, 1, 4, 59, 59), '31-12-2025 23:59:59'],
  ])('%j → %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['no es fecha'], [new Date(NaN)]])('%j → empty', (value) => {
    expect(formatDateTime(value)).toBe('');
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-01-01T04:59:59Z', '31-12-2025'],
    ['2026-01-01T05:00:00Z', '01-01-2026'],
    ['2024-02-29', '29-02-2024'],
    ['31-12-2025', '31-12-2025'],
    [new Date('2025-06-30T23:00:00Z'), '30-06-2025'],
  ])('%j → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['abc']])('%j → empty', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('todayBogota', () => {
  it.each([
    ['2026-01-01T04:59:59Z', '2025-12-31'],
    ['2026-01-01T05:00:00Z', '2026-01-01'],
    ['2025-03-10T02:00:00Z', '2025-03-09'],
  ])('at %s it is %s in Bogota', (now, expected) => {
    expect(todayBogota(new Date(now))).toBe(expected);
  });

  it('defaults to now', () => {
    expect(todayBogota()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
