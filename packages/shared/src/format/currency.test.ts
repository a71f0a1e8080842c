import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyInput, type FormatMoneyOptions } from './currency.ts';
import { moneyInputToCents } from '../validation/number-input.ts';

describe('formatMoney', () => {
  it.each<[number | bigint, FormatMoneyOptions, string]>([
    [123456789, {}, '$ 1.234.567,89'],
    [0, {}, '$ 0,00'],
    [5, {}, '$ 0,05'],
    [100, {}, '$ 1,00'],
    [123400, {}, '$ 1.234,00'],
    [100000000, {}, '$ 1.000.000,00'],
    [-500000, {}, '-$ 5.000,00'],
    [123456789n, {}, '$ 1.234.567,89'],
    [123456789, { decimals: 0 }, '$ 1.234.568'],
    [123456749, { decimals: 0 }, '$ 1.234.567'],
    [50, { decimals: 0 }, '$ 1'],
    [-50, { decimals: 0 }, '-$ 1'],
    [-49, { decimals: 0 }, '$ 0'],
    [123455, { decimals: 1 }, '$ 1.234,6'],
    [1050, { currency: 'USD' }, 'USD 10,50'],
    [1050, { currency: 'eur', decimals: 0 }, 'EUR 11'],
    [1050, { currency: 'cop' }, '$ 10,50'],
  ])('%s cents with %j → %s', (cents, options, expected) => {
    expect(formatMoney(cents, options)).toBe(expected);
  });

  it.each([[null], [undefined]])('%j → empty', (cents) => {
    expect(formatMoney(cents)).toBe('');
  });

  it.each<[number, FormatMoneyOptions]>([
    [1.5, {}],
    [NaN, {}],
    [100, { decimals: 3 }],
    [100, { decimals: -1 }],
    [100, { decimals: 1.5 }],
  ])('rejects %d with %j', (cents, options) => {
    expect(() => formatMoney(cents, options)).toThrow(RangeError);
  });
});

describe('formatMoneyInput', () => {
  it.each<[number | bigint | null | undefined, string]>([
    [123456789, '1.234.568'],
    [100000, '1.000'],
    [99900, '999'],
    [0, '0'],
    [-250000, '-2.500'],
    [5000000000n, '50.000.000'],
    [null, ''],
    [undefined, ''],
  ])('%s cents → %j', (cents, expected) => {
    expect(formatMoneyInput(cents)).toBe(expected);
  });

  it.each([[0], [100], [123400], [987654300]])('%i cents round-trips through the money field', (cents) => {
    expect(moneyInputToCents(formatMoneyInput(cents))).toBe(cents);
  });
});
