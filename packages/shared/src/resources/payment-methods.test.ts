import { describe, expect, it } from 'vitest';
import { bankAccountName } from './bank-account.ts';
import { referenceKey } from './consignments.ts';
import { normalizePaymentNumber, paymentMethodProblems, unusedPaymentFields } from './payment-methods.ts';

describe('payment method rules', () => {
  it('accepts each kind with its own fields', () => {
    expect(paymentMethodProblems({ kind: 'bank', bank_id: 1, account_type: 'savings', account_number: '000-CLOSED' })).toEqual({});
    expect(paymentMethodProblems({ kind: 'breb', breb_key_type: 'phone', account_number: '300 123 4567' })).toEqual({});
    expect(paymentMethodProblems({ kind: 'breb', breb_key_type: 'alphanumeric', account_number: '@tienda2026' })).toEqual({});
    expect(paymentMethodProblems({ kind: 'nequi', account_number: '3001234567' })).toEqual({});
    expect(paymentMethodProblems({ kind: 'pse', account_number: '900123456-7', payment_link: 'https://x.co' })).toEqual({});
  });

  it('says in Spanish what each kind is missing or got wrong', () => {
    expect(paymentMethodProblems({ kind: 'breb', breb_key_type: 'phone', account_number: '4001234567' }).account_number).toMatch(/empieza por 3/);
    expect(paymentMethodProblems({ kind: 'breb', account_number: 'x' })).toHaveProperty('breb_key_type');
    expect(paymentMethodProblems({ kind: 'daviplata', account_number: '31234' }).account_number).toMatch(/10 dígitos/);
    expect(paymentMethodProblems({ kind: 'pse', account_number: '900123456' })).toHaveProperty('payment_link');
    expect(paymentMethodProblems({ kind: 'bank', account_number: '1' })).toMatchObject({ bank_id: expect.any(String), account_type: expect.any(String) });
    expect(paymentMethodProblems({ kind: 'otro' })).toHaveProperty('kind');
    expect(paymentMethodProblems({ kind: null })).toHaveProperty('kind');
  });

  it('normalizes numbers and empties the fields a kind does not use', () => {
    expect(normalizePaymentNumber('nequi', null, ' 300-123 4567 ')).toBe('3001234567');
    expect(normalizePaymentNumber('breb', 'email', ' A@B.CO ')).toBe('a@b.co');
    expect(normalizePaymentNumber('bank', null, ' 001-99 ')).toBe('001-99');
    expect(unusedPaymentFields('nequi')).toEqual({ account_type: null, breb_key_type: null, payment_link: null, bank_id: null });
    expect(unusedPaymentFields('bank')).toEqual({ breb_key_type: null, payment_link: null });
  });

  it('names each method for pickers', () => {
    expect(bankAccountName('Bancolombia', { account_type: 'savings', account_number: '123', holder: 'Ana' })).toBe('Bancolombia · Ahorros 123 · Ana');
    expect(bankAccountName(null, { kind: 'breb', breb_key_type: 'email', account_number: 'a@b.co', holder: 'Ana' })).toBe('Llave Bre-B (correo) a@b.co · Ana');
    expect(bankAccountName('Davivienda', { kind: 'pse', account_number: '900123456-7', holder: 'Ana' })).toBe('PSE 900123456-7 · Davivienda · Ana');
  });
});

describe('reference key', () => {
  it('compares references without case, blanks, dashes or leading zeros', () => {
    expect(referenceKey('00-ab 12.3')).toBe(referenceKey('AB123'));
    expect(referenceKey('000')).toBe('0');
    expect(referenceKey('A0012')).not.toBe(referenceKey('A12'));
  });
});
