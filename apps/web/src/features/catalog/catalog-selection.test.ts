import { describe, expect, it } from 'vitest';
import { allProductIds, groupState, isDirty, toggleGroup, toggleProduct } from './catalog-selection.ts';

const group = { id: 'service:NETFLIX', name: 'NETFLIX', children: [1, 2, 3].map((id) => ({ id, name: `P${id}`, price: 100, duration_days: 30, tags: [] })) };

describe('catalog selection', () => {
  it('reads a branch as all, none or some', () => {
    expect(groupState(group, new Set())).toBe('none');
    expect(groupState(group, new Set([2]))).toBe('some');
    expect(groupState(group, new Set([1, 2, 3, 9]))).toBe('all');
  });

  it('ticks a whole branch unless it is already full, then unticks it, leaving other branches alone', () => {
    expect([...toggleGroup(group, new Set([2, 9]))].sort()).toEqual([1, 2, 3, 9]);
    expect([...toggleGroup(group, new Set([1, 2, 3, 9]))]).toEqual([9]);
  });

  it('toggles one product and tells a changed selection from the saved one', () => {
    expect([...toggleProduct(2, new Set([1]))]).toEqual([1, 2]);
    expect([...toggleProduct(1, new Set([1]))]).toEqual([]);
    expect(isDirty(new Set([3, 1]), [1, 3])).toBe(false);
    expect(isDirty(new Set([1]), [1, 3])).toBe(true);
    expect(isDirty(new Set([1, 4]), [1, 3])).toBe(true);
    expect(allProductIds([group])).toEqual([1, 2, 3]);
  });
});
