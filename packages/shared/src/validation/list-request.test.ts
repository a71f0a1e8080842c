import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listOrder, listRequest, ORDER_FORMAT_MSG } from './list-request.ts';

describe('listOrder', () => {
  it.each<[unknown, { field: string; direction: string }]>([
    [{ field: 'created_at', direction: 'DESC' }, { field: 'created_at', direction: 'DESC' }],
    [{ field: 'created_at', direction: 'desc' }, { field: 'created_at', direction: 'DESC' }],
    [{ field: 'name' }, { field: 'name', direction: 'ASC' }],
    ['created_at DESC', { field: 'created_at', direction: 'DESC' }],
    ['  name   asc ', { field: 'name', direction: 'ASC' }],
    ['name', { field: 'name', direction: 'ASC' }],
    [{ created_at: 'DESC' }, { field: 'created_at', direction: 'DESC' }],
    [{ name: 'asc' }, { field: 'name', direction: 'ASC' }],
  ])('reads %j', (input, expected) => expect(listOrder.parse(input)).toEqual(expected));

  it.each([
    'name SIDEWAYS', 'name; DROP TABLE bank', '', 42, null, [], {}, { a: 'ASC', b: 'DESC' },
    { field: 'name', direction: 'UP' }, { field: 'name', direction: 'DESC', extra: 1 }, { 'na-me': 'ASC' },
  ])('refuses %j with the Spanish format message', (input) => {
    const result = listOrder.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(ORDER_FORMAT_MSG);
  });
});

describe('listRequest', () => {
  it('bounds the page so page × size stays a valid offset', () => {
    const schema = listRequest(z.strictObject({}));
    expect(schema.safeParse({ _paginate: { page: 1e20 } }).success).toBe(false);
    expect(schema.safeParse({ _paginate: { max_rows: 1001 } }).success).toBe(false);
    expect(schema.parse({ _paginate: { page: 2, max_rows: 10 }, _order: 'id DESC' })).toEqual({ _paginate: { page: 2, max_rows: 10 }, _order: { field: 'id', direction: 'DESC' } });
  });
});
