import { describe, expect, it } from 'vitest';
import { refreshableScreen } from './use-live-list-refresh.ts';

describe('refreshableScreen', () => {
  it('re-reads lists, details and custom pages, never a create or edit form', () => {
    for (const path of ['/admin/consignments-draft', '/admin/balance-movements', '/admin/consignments/12/show', '/admin', '/admin/profiles-list/']) {
      expect(refreshableScreen(path), path).toBe(true);
    }
    for (const path of ['/admin/consignments/create', '/admin/consignments/12', '/admin/bank/7/']) {
      expect(refreshableScreen(path), path).toBe(false);
    }
  });
});
