import { describe, expect, it } from 'vitest';
import { choosePriceList } from './price-list.ts';

interface List {
  id: number;
  type?: string | null;
}

const general: List = { id: 99, type: 'general' };

describe('choosePriceList', () => {
  it.each<[List[] | null | undefined, List | null | undefined, number | null]>([
    [[{ id: 1, type: 'store' }, { id: 2, type: 'pos' }, { id: 3, type: 'pos' }], general, 2],
    [[{ id: 1, type: 'store' }, { id: 2, type: null }], general, 1],
    [[{ id: 1 }], general, 1],
    [[], general, 99],
    [null, general, 99],
    [undefined, general, 99],
    [[], null, null],
    [[], undefined, null],
    [[{ id: 4, type: 'pos' }], undefined, 4],
  ])('%j with general %j → %j', (lists, fallback, id) => {
    expect(choosePriceList(lists, fallback)?.id ?? null).toBe(id);
  });
});
