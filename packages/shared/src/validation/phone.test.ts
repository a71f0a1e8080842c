import { describe, expect, it } from 'vitest';
import {
  PHONE_COUNTRIES, PHONE_MESSAGES as M, sanitizePhone, validatePhone, validateZeroPrefixedPhone,
} from './phone.ts';

describe('sanitizePhone', () => {
  it.each([
    ['3001234567', '3001234567'],
    ['300 123 4567', '3001234567'],
    ['+57 (300) 123-4567', '5730012345'],
    ['30012345678', '3001234567'],
    ['abc', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizePhone(input)).toBe(expected);
  });
});

describe('validatePhone', () => {
  it.each([
    ['3001234567', null],
    ['6012345', null],
    ['601234', M.length],
    ['30012345678', M.length],
    ['300-1234567', M.digits],
    ['300123456a', M.digits],
    [' 3001234567 ', null],
    ['', M.required],
    [null, M.required],
  ])('%j → %j', (value, message) => {
    expect(validatePhone(value)).toBe(message);
  });
});

describe('validateZeroPrefixedPhone', () => {
  it.each([
    ['0123456', null],
    ['01', null],
    ['0', M.zeroPrefixed],
    ['123456', M.zeroPrefixed],
    ['0 123', M.zeroPrefixed],
    ['0-123', M.zeroPrefixed],
    ['', null],
    [null, null],
  ])('%j → %j', (value, message) => {
    expect(validateZeroPrefixedPhone(value)).toBe(message);
  });
});

describe('PHONE_COUNTRIES', () => {
  it('lists the preferred countries in order with their dial codes', () => {
    expect(PHONE_COUNTRIES.map((c) => [c.code, c.dialCode])).toEqual([
      ['co', '+57'], ['us', '+1'], ['es', '+34'], ['mx', '+52'], ['ec', '+593'],
    ]);
  });
});
