import { resourceByName, type ResourceDef } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { canAccessResource } from './access.ts';
import { displayValue } from './format-value.ts';
import { chipText } from './list/chip-text.ts';
import { availableActions, missingNeed } from './list/workflow-buttons-logic.ts';
import { parseIntegerText, parseNumberText } from './inputs/number-parse.ts';
import { buildPayload, cleanFilter } from './payload.ts';
import { resolveResource } from './resolve-resource.ts';
import { validateRecord } from './validate-record.ts';

const bank = resourceByName('bank')!;

const sample: ResourceDef = {
  name: 'sample',
  table: 'sample',
  permission: 'order',
  label: { one: 'Muestra', many: 'Muestras' },
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 10 },
    { name: 'amount', kind: 'money', label: 'Valor', required: true },
    { name: 'qty', kind: 'integer', label: 'Cantidad', max: 5 },
    { name: 'kind', kind: 'select', label: 'Tipo', options: [{ value: 'a', label: 'Tipo A' }] },
    { name: 'start', kind: 'date', label: 'Inicio' },
    { name: 'end', kind: 'date', label: 'Fin' },
    { name: 'code', kind: 'text', label: 'Código', createOnly: true },
    { name: 'state', kind: 'select', label: 'Estado', readOnly: true, options: [{ value: 'draft', label: 'Borrador' }] },
  ],
  status: { field: 'state', lists: [{ name: 'sample-draft', value: 'draft', label: 'Borradores' }] },
  actions: [
    { name: 'finalize', label: 'Aprobar', from: ['draft'], ask: 'confirm' },
    { name: 'reject', label: 'Rechazar', from: ['draft'], ask: 'reason' },
    { name: 'annul', label: 'Anular', from: ['finalized'], ask: 'reason' },
  ],
  validate: (v): Record<string, string> => (v.start && v.end && String(v.end) < String(v.start) ? { end: 'La fecha de fin debe ser posterior' } : {}),
};

describe('canAccessResource', () => {
  const perms = ['bank.list', 'bank.get', 'bank.update', 'mail-outbox.list', 'mail-outbox.get', 'user.activate', 'support-ticket.list'];
  it.each([
    ['bank', 'list', true],
    ['bank', 'show', true],
    ['bank', 'edit', true],
    ['bank', 'create', false],
    ['bank', 'delete', false],
    ['bank', 'export', false],
    ['mail-outbox', 'list', true],
    ['mail-outbox', 'edit', false],
    ['pending-distributors', 'list', true],
    ['pending-distributors', 'create', false],
    ['logs', 'list', false],
    ['support-ticket-open', 'list', true],
    ['unknown', 'list', false],
  ])('%s.%s → %s', (resource, action, allowed) => {
    expect(canAccessResource(perms, resource, action)).toBe(allowed);
  });
});

describe('resolveResource', () => {
  it('resolves status lists to their base resource and own list route', () => {
    expect(resolveResource('support-ticket-open')).toMatchObject({
      path: 'support-ticket', listPath: 'support-ticket-open', fixed: { support_ticket_status: 'open' },
    });
    expect(resolveResource('bank')).toMatchObject({ path: 'bank', listPath: 'bank', fixed: {} });
    expect(resolveResource('logs')).toMatchObject({ path: 'logs', def: undefined });
  });
});

describe('buildPayload', () => {
  it('create: drops empty optional fields, read-only ones and images; upper-cases when asked', () => {
    expect(buildPayload(bank, 'create', { name: 'B', code: 'x1', logo: 'data:...', active: true, id: 3 }))
      .toEqual({ name: 'B', code: 'X1', active: true });
    expect(buildPayload(sample, 'create', { name: 'N', amount: '150000', qty: '', code: 'C', state: 'draft' }))
      .toEqual({ name: 'N', amount: 150000, code: 'C' });
  });
  it('update: only changed fields, never create-only ones, empty text becomes null', () => {
    expect(buildPayload(sample, 'update', { name: 'N', amount: 100, kind: '', code: 'Z' }, { name: 'N', amount: 50, kind: 'a', code: 'C' }))
      .toEqual({ amount: 100, kind: null });
  });
  it('cleanFilter drops blanks', () => {
    expect(cleanFilter({ a: '', b: 0, c: false, d: null, e: [] })).toEqual({ b: 0, c: false, d: null });
  });
});

describe('validateRecord', () => {
  it('reports required, schema and cross-field errors with the shared messages', () => {
    const errors = validateRecord(sample, 'create', { name: 'demasiado largo', amount: null, qty: 9, kind: 'zz', start: '2025-02-01', end: '2025-01-01' });
    expect(errors).toEqual({
      name: 'Nombre admite máximo 10 caracteres',
      amount: 'Campo obligatorio',
      qty: 'Cantidad debe ser menor o igual a 5',
      kind: 'Tipo no es una opción válida',
      end: 'La fecha de fin debe ser posterior',
    });
  });
  it('passes a valid record; number text being typed counts as its number', () => {
    expect(validateRecord(sample, 'create', { name: 'Ok', amount: 500000, qty: '3' })).toEqual({});
  });
  it('update ignores create-only fields', () => {
    expect(validateRecord(sample, 'update', { name: 'Ok', amount: 1, code: null })).toEqual({});
  });
});

describe('display', () => {
  it('formats by kind: money from cents, Bogota dates, SÍ/NO, option labels', () => {
    expect(displayValue({ kind: 'money' }, 123456)).toBe('$ 1.234,56');
    expect(displayValue({ kind: 'date' }, '2025-03-09')).toBe('09-03-2025');
    expect(displayValue({ kind: 'datetime' }, '2025-03-09T15:04:05Z')).toBe('09-03-2025 10:04:05');
    expect(displayValue({ kind: 'boolean' }, true)).toBe('SÍ');
    expect(displayValue({ kind: 'boolean' }, null)).toBe('NO');
    expect(displayValue({ kind: 'select', options: [{ value: 'a', label: 'Tipo A' }] }, 'a')).toBe('Tipo A');
    expect(displayValue({ kind: 'text' }, null)).toBe('');
  });
  it('chips read like the list', () => {
    const t = (k: string, o?: Record<string, unknown>) => (k === 'engine.search' ? 'Buscar' : k === 'engine.from' ? `${o?.field} desde` : k);
    const label = (_k: string, o?: Record<string, unknown>) => String(o?._);
    expect(chipText(bank, 'active', 'true', label, t)).toBe('Activo: SÍ');
    expect(chipText(bank, 'q', 'ban', label, t)).toBe('Buscar: ban');
    expect(chipText(sample, 'start_gte', '2025-01-31', label, t)).toBe('Inicio desde: 31-01-2025');
  });
});

describe('availableActions', () => {
  it('offers an action only from its states and with its permission', () => {
    const names = (state: string, perms: string[]) => availableActions(sample.actions, state, 'order', perms).map((a) => a.name);
    expect(names('draft', ['order.finalize', 'order.reject'])).toEqual(['finalize', 'reject']);
    expect(names('draft', ['order.reject'])).toEqual(['reject']);
    expect(names('finalized', ['order.finalize', 'order.annul'])).toEqual(['annul']);
    expect(names('rejected', ['order.finalize', 'order.reject', 'order.annul'])).toEqual([]);
  });

  it("offers an owner-only action (reopening a ticket) to the record's owner alone", () => {
    const perms = ['support-ticket.open', 'support-ticket.close'];
    const names = (state: string, isOwner: boolean) =>
      availableActions(resourceByName('support-ticket')?.actions, state, 'support-ticket', perms, isOwner).map((a) => a.name);
    expect(names('close', true)).toEqual(['open']);
    expect(names('close', false)).toEqual([]);
    expect(names('open', false)).toEqual(['close']);
  });
});

describe('number inputs', () => {
  it.each([
    ['12a.5', 12.5],
    ['12.', '12.'],
    ['', null],
    ['abc', null],
  ])('number %j → %j', (text, value) => expect(parseNumberText(text)).toBe(value));
  it.each([
    ['1,234', 1234],
    ['-5', 5],
    ['', null],
  ])('integer %j → %j', (text, value) => expect(parseIntegerText(text)).toBe(value));
});

describe('a required image (a consignment receipt)', () => {
  const consignments = resourceByName('consignments')!;
  const report = { amount: 3_000_000, bank_account_id: 1, transaction_id: 'AB12', consignment_registration_date: '2025-01-02' };
  it('is required on create and travels with the record; edits still upload it apart', () => {
    expect(validateRecord(consignments, 'create', report)).toEqual({ receipt: 'Campo obligatorio' });
    expect(validateRecord(consignments, 'create', { ...report, receipt: 'data:image/png;base64,AA==' })).toEqual({});
    expect(buildPayload(consignments, 'create', { ...report, receipt: 'data:image/png;base64,AA==' })).toMatchObject({ receipt: 'data:image/png;base64,AA==' });
    expect(validateRecord(consignments, 'update', { ...report, receipt: null })).toEqual({});
    expect(buildPayload(consignments, 'update', { receipt: 'data:image/png;base64,BB==' }, { receipt: null })).toEqual({});
  });
  it('blocks approving a record that lacks it, saying so', () => {
    const finalize = consignments.actions!.find((a) => a.name === 'finalize')!;
    expect(missingNeed(finalize, { has_receipt: false })?.message).toBe('Falta el comprobante: súbelo antes de aprobar.');
    expect(missingNeed(finalize, { has_receipt: true })).toBeNull();
    expect(missingNeed(consignments.actions!.find((a) => a.name === 'reject')!, { has_receipt: false })).toBeNull();
  });
});
