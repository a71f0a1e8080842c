import { describe, expect, it } from 'vitest';
import { formatBoolean } from './boolean.ts';

describe('formatBoolean', () => {
  it.each([
    [true, 'SÍ'],
    [1, 'SÍ'],
    ['1', 'SÍ'],
    ['true', 'SÍ'],
    [false, 'NO'],
    [0, 'NO'],
    ['0', 'NO'],
    ['false', 'NO'],
    [null, 'NO'],
    [undefined, 'NO'],
    ['', 'NO'],
  ])('%j → %s', (value, expected) => {
    expect(formatBoolean(value)).toBe(expected);
  });
});
