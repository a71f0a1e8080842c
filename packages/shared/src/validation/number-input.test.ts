import { describe, expect, it } from 'vitest';
import {
  moneyInputToCents, moneyInputToNumber, sanitizeInteger, sanitizeMoney, sanitizeNumber, validateRequired,
  validateRequiredTrue,
} from './number-input.ts';

describe('sanitizers', () => {
  it.each([
    ['12.5', '12.5', '125', '12.5'],
    ['1,234.56', '1234.56', '123456', '1,234.56'],
    ['$ 1.234.567', '1.234.567', '1234567', '1.234.567'],
    ['-42abc', '42', '42', '42'],
    ['', '', '', ''],
  ])('%j → number %j, integer %j, money %j', (input, number, integer, money) => {
    expect(sanitizeNumber(input)).toBe(number);
    expect(sanitizeInteger(input)).toBe(integer);
    expect(sanitizeMoney(input)).toBe(money);
  });

  it.each([[null], [undefined]])('%j → empty', (input) => {
    expect(sanitizeNumber(input)).toBe('');
    expect(sanitizeInteger(input)).toBe('');
    expect(sanitizeMoney(input)).toBe('');
  });
});

describe('moneyInputToNumber', () => {
  it.each<[string | number | null | undefined, number | null]>([
    ['1,234,567', 1234567],
    ['1234', 1234],
    ['$ 50,000', 50000],
    ['1,234.5', 1235],
    ['1,234.49', 1234],
    // Colombian separators (money-text.ts): a lone dot groups thousands, a comma starts decimals
    ['9.500', 9500],
    ['$ 9.000,00', 9000],
    ['9.000,5', 9001],
    ['0.5', 5],
    ['7.', 7],
    [1234.5, 1235],
    [2500, 2500],
    ['0', 0],
    ['', null],
    ['abc', null],
    ['1.2.3', 123],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, pesos) => {
    expect(moneyInputToNumber(input)).toBe(pesos);
  });
});

describe('moneyInputToCents', () => {
  it.each<[string | null, number | null]>([
    ['1,234,567', 123456700],
    ['1.234.567', 123456700],
    ['0', 0],
    ['', null],
    ['99999999999999999999', null],
  ])('%j → %j', (input, cents) => {
    expect(moneyInputToCents(input)).toBe(cents);
  });
});

describe('validateRequired', () => {
  it.each<[unknown, string | null]>([
    ['Juan', null],
    [0, null],
    [false, null],
    [[1], null],
    ['', 'Nombre es obligatorio'],
    ['   ', 'Nombre es obligatorio'],
    [null, 'Nombre es obligatorio'],
    [undefined, 'Nombre es obligatorio'],
    [[], 'Nombre es obligatorio'],
  ])('%j → %j', (value, message) => {
    expect(validateRequired(value, 'Nombre')).toBe(message);
  });
});

describe('validateRequiredTrue', () => {
  it.each<[unknown, string | null]>([
    [true, null],
    [false, 'Términos y condiciones es obligatorio'],
    [null, 'Términos y condiciones es obligatorio'],
    ['true', 'Términos y condiciones es obligatorio'],
    [1, 'Términos y condiciones es obligatorio'],
  ])('%j → %j', (value, message) => {
    expect(validateRequiredTrue(value, 'Términos y condiciones')).toBe(message);
  });
});
