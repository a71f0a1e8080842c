import { describe, expect, it } from 'vitest';
import { capBirthday, parseDateInput, tidyDateText } from './date-input.ts';

describe('parseDateInput', () => {
  it.each([
    ['2025-12-31', '2025-12-31'],
    ['31-12-2025', '2025-12-31'],
    ['31122026', '2026-12-31'],
    ['31-122026', '2026-12-31'],
    ['31022026', null],
    ['3112202', null],
    ['20261231', null],
    [' 01-02-2024 ', '2024-02-01'],
    ['29-02-2024', '2024-02-29'],
    ['2024-02-29', '2024-02-29'],
    ['29-02-2025', null],
    ['2025-02-30', null],
    ['31-04-2025', null],
    ['2025-13-01', null],
    ['00-01-2025', null],
    ['2025/12/31', null],
    ['31/12/2025', null],
    ['1-2-2025', null],
    ['2025-12-31T10:00:00Z', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(parseDateInput(input)).toBe(expected);
  });
});

describe('capBirthday', () => {
  const today = '2025-06-15';
  it.each([
    ['1990-05-20', '1990-05-20'],
    ['20-05-1990', '1990-05-20'],
    ['2025-06-15', '2025-06-15'],
    ['2025-06-16', '2025-06-15'],
    ['01-01-2030', '2025-06-15'],
    ['2025-02-30', null],
    ['', null],
    [null, null],
  ])('%j with today %s → %j', (date, expected) => {
    expect(capBirthday(date, today)).toBe(expected);
  });

  it('accepts today as DD-MM-YYYY', () => {
    expect(capBirthday('2030-01-01', '15-06-2025')).toBe('2025-06-15');
  });

  it('defaults today to the Bogota date', () => {
    expect(capBirthday('9999-12-31')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('tidyDateText', () => {
  it.each([
    ['31122026', '31-12-2026'],
    ['31022026', '31022026'],
    ['3112', '3112'],
    ['31-12-2026', '31-12-2026'],
  ])('%s shows as %s', (typed, shown) => {
    expect(tidyDateText(typed)).toBe(shown);
  });
});
