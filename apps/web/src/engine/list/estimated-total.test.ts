import { describe, expect, it } from 'vitest';
import { estimatedTotal } from './estimated-total.ts';

describe('estimatedTotal', () => {
  it('says "more than the cap" for a count stopped at its cap, "about" for the planner estimate', () => {
    // a search counted to 1,000 and the planner expecting no more: only "more than 1,000" is known
    expect(estimatedTotal(1_001)).toBe('más de 1.000');
    expect(estimatedTotal(10_001)).toBe('más de 10.000');
    expect(estimatedTotal(1_123)).toBe('unos 1.123');
    expect(estimatedTotal(1_000_024)).toBe('unos 1.000.024');
  });
});
