import { describe, expect, it } from 'vitest';
import { todayBogota } from '../format/dates.ts';
import { bankAccountName } from './bank-account.ts';
import { consignments, consignmentStateLabel, normalizeTransactionId } from './consignments.ts';

describe('normalizeTransactionId', () => {
  it.each([
    ['ab12', 'AB12'],
    [' ab 12-x ', 'AB12-X'],
    ['A\tB\nC', 'ABC'],
    [42, 42],
    [null, null],
  ])('%j → %j', (input, output) => {
    expect(normalizeTransactionId(input)).toEqual(output);
  });
});

describe('consignment rules', () => {
  const tomorrow = (() => {
    const d = new Date(`${todayBogota()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  })();

  it.each([
    [todayBogota(), {}],
    ['2020-01-31', {}],
    [tomorrow, { consignment_registration_date: 'La fecha de la consignación no puede ser posterior a hoy' }],
  ])('deposit date %s', (date, errors) => {
    expect(consignments.validate!({ consignment_registration_date: date })).toEqual(errors);
  });

  it('derives the normalised transaction id only when one is given', () => {
    expect(consignments.derive!({ transaction_id: 'x 1' })).toEqual({ transaction_id: 'X1' });
    expect(consignments.derive!({ amount: 1 })).toEqual({});
  });

  it.each([
    ['draft', 'pendiente'],
    ['finalized', 'aprobada'],
    ['rejected', 'rechazada'],
    ['reversed', 'reversada'],
    ['other', 'other'],
  ])('state %s reads %s', (state, label) => {
    expect(consignmentStateLabel(state)).toBe(label);
  });

  it('offers each action only from the state that allows it', () => {
    expect(Object.fromEntries(consignments.actions!.map((a) => [a.name, a.from]))).toEqual({
      finalize: ['draft'], reject: ['draft'], reverse: ['finalized'],
    });
  });
});

describe('bankAccountName', () => {
  it.each([
    ['Bancolombia', { account_type: 'savings', account_number: '123', holder: 'Ana' }, 'Bancolombia · Ahorros 123 · Ana'],
    ['Nequi', { account_type: 'wallet', account_number: '300', holder: null }, 'Nequi · Billetera digital 300'],
    [null, { account_type: 'checking', account_number: '9' }, 'Corriente 9'],
  ])('%s %j → %s', (bank, values, name) => {
    expect(bankAccountName(bank, values)).toBe(name);
  });
});
