import { describe, expect, it } from 'vitest';
import { validateGreater } from './greater.ts';

const TOO_SMALL = 'El valor debe ser mayor o igual a 1';

describe('validateGreater without a limit', () => {
  it.each<[string | number | null | undefined, string | null]>([
    ['1', null],
    ['0.5', null],
    [25, null],
    ['1,000,000', null],
    ['0', TOO_SMALL],
    [0, TOO_SMALL],
    ['-5', TOO_SMALL],
    ['abc', TOO_SMALL],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, message) => {
    expect(validateGreater(value)).toBe(message);
  });
});

describe('validateGreater with a limit', () => {
  it.each<[string | number, number, string | null]>([
    ['1', 100, null],
    ['100', 100, null],
    ['101', 100, 'El valor debe estar entre 1 y 100'],
    ['1,500', 1000, 'El valor debe estar entre 1 y 1000'],
    ['1,000', 1000, null],
    ['0', 100, 'El valor debe estar entre 1 y 100'],
    ['-1', 100, 'El valor debe estar entre 1 y 100'],
    ['x', 100, 'El valor debe estar entre 1 y 100'],
  ])('%j with limit %i → %j', (value, limit, message) => {
    expect(validateGreater(value, limit)).toBe(message);
  });

  it('treats a null limit as none', () => {
    expect(validateGreater('999999', null)).toBeNull();
  });
});
