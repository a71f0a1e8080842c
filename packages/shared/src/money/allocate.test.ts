import { describe, expect, it } from 'vitest';
import { allocateCents } from './allocate.ts';

describe('allocateCents', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [101, [1, 1], [51, 50]],
    [5, [1, 0, 1], [3, 0, 2]],
    [1000, [70, 20, 10], [700, 200, 100]],
    [7, [1, 2, 4], [1, 2, 4]],
    [10, [3, 3, 4], [3, 3, 4]],
    [2, [1, 1, 1], [1, 1, 0]],
    [0, [5, 5], [0, 0]],
  ])('%i split by %j → %j', (total, weights, parts) => {
    const result = allocateCents(total, weights);
    expect(result).toEqual(parts);
    expect(result.reduce((s, p) => s + p, 0)).toBe(total);
  });

  it.each([
    [100, []],
    [100, [0, 0]],
    [100, [1, -1]],
    [100, [1.5]],
    [1.5, [1]],
  ])('rejects %d split by %j', (total, weights) => {
    expect(() => allocateCents(total, weights)).toThrow(RangeError);
  });
});
