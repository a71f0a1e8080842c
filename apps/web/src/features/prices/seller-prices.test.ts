import { describe, expect, it } from 'vitest';
import type { Session } from '../../session.ts';
import { mustPickSeller } from './api.ts';

const session = (ownCompany: number, tenant: number) =>
  ({ token: 't', profile: { id: 1, company_id: ownCompany }, company: { id: tenant, name: 'Demo' }, menu: {}, configuration: {} }) as unknown as Session;

describe('mustPickSeller', () => {
  it('asks for a distributor only when acting on another company without one picked', () => {
    expect(mustPickSeller(session(3, 4), null)).toBe(true);
    expect(mustPickSeller(session(3, 4), 9)).toBe(false);
    expect(mustPickSeller(session(4, 4), null)).toBe(false);
    expect(mustPickSeller(null, null)).toBe(false);
  });
});
