import { describe, expect, it } from 'vitest';
import { configurationValueProblem } from './configuration.ts';
import { coupons } from './coupons.ts';
import { dateOrder, notAfterToday, phones, rules, together } from './rules.ts';

describe('configurationValueProblem', () => {
  it.each([
    ['check', 'true', true], ['check', '1', true], ['check', 'sí', false],
    ['number', '10', true], ['number', '-1.25', true], ['number', '1,5', false], ['number', '1e3', false],
    ['money', '500000', true], ['money', '5000.5', false], ['money', '-5', false],
    ['other', 'lo que sea', true], ['money', '', true], ['number', null, true],
  ])('%s %j valid: %s', (type, raw, valid) => {
    expect(configurationValueProblem(type, raw) === null).toBe(valid);
  });
});

describe('definition rules', () => {
  it('orders dates, only when both are set', () => {
    const rule = dateOrder('start_date', 'end_date');
    expect(rule({ start_date: '2026-02-01', end_date: '2026-01-31' })).toHaveProperty('end_date');
    expect(rule({ start_date: '2026-02-01', end_date: '2026-02-01' })).toEqual({});
    expect(rule({ start_date: '2026-02-01', end_date: null })).toEqual({});
  });

  it('caps dates at today', () => {
    expect(notAfterToday('birthday')({ birthday: '2999-01-01' })).toHaveProperty('birthday');
    expect(notAfterToday('birthday')({ birthday: '1990-05-05' })).toEqual({});
  });

  it('checks phones and paired fields, first message per field', () => {
    expect(phones('phone')({ phone: '12ab' }).phone).toMatch(/números/);
    expect(phones('phone')({ phone: '' })).toEqual({});
    expect(together('a', 'b', 'juntos')({ a: 'x' })).toEqual({ b: 'juntos' });
    const both = rules(() => ({ f: 'primero' }), () => ({ f: 'segundo', g: 'otro' }));
    expect(both({})).toEqual({ f: 'primero', g: 'otro' });
  });

  it('asks coupons for the value their type needs', () => {
    expect(coupons.validate!({ discount_type: 'percent', percent: 0 })).toHaveProperty('percent');
    expect(coupons.validate!({ discount_type: 'percent', percent: 15 })).toEqual({});
    expect(coupons.validate!({ discount_type: 'fixed', amount: null })).toHaveProperty('amount');
  });
});
