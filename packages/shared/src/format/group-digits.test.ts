import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits.ts';

describe('groupDigits', () => {
  it.each([
    ['0', '.', '0'],
    ['999', '.', '999'],
    ['1000', '.', '1.000'],
    ['1234567', '.', '1.234.567'],
    ['12345678', ',', '12,345,678'],
    ['100000', ',', '100,000'],
  ])('%s with %j → %s', (digits, sep, expected) => {
    expect(groupDigits(digits, sep)).toBe(expected);
  });
});
