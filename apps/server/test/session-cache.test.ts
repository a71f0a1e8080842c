import { describe, expect, it } from 'vitest';
import { sessionCache, type Subject } from '../src/plugins/session-cache.ts';

/**
 * The session subject cache on its own (no database): loaders count their calls, a fake clock drives expiry, and
 * the change feed is played by hand in the order the database would deliver it.
 */
interface U { id: number; company_id: number; active: boolean }
interface C { id: number; name: string }

function setup(opts: { maxUsers?: number; ttlMs?: number; pendingMs?: number } = {}) {
  const db = {
    users: new Map<number, U>([[1, { id: 1, company_id: 10, active: true }], [2, { id: 2, company_id: 10, active: true }], [3, { id: 3, company_id: 20, active: true }]]),
    companies: new Map<number, C>([[10, { id: 10, name: 'Demo' }], [20, { id: 20, name: 'Otra' }]]),
    permissions: new Map<number, string[]>([[1, ['bank.list']], [2, ['bank.list']], [3, []]]),
  };
  const loads = { users: 0, companies: 0 };
  let clock = 1_000;
  /** Holds a load until released: a change can then arrive while it is in flight. */
  let gate: Promise<void> | null = null;
  const cache = sessionCache<U, C>({
    ...opts,
    now: () => clock,
    async loadUser(id) {
      loads.users++;
      const snapshot = db.users.get(id) && { ...db.users.get(id)! };
      const perms = [...(db.permissions.get(id) ?? [])];
      if (gate) await gate;
      if (!snapshot) return undefined;
      return { user: snapshot, company: db.companies.get(snapshot.company_id)!, permissions: new Set(perms) } satisfies Subject<U, C>;
    },
    async loadCompany(id) {
      loads.companies++;
      return db.companies.get(id);
    },
  });
  return {
    db, loads, cache,
    tick: (ms: number) => { clock += ms; },
    hold() {
      let release!: () => void;
      gate = new Promise((r) => { release = r; });
      return () => { gate = null; release(); };
    },
  };
}

describe('session subject cache', () => {
  it('serves a user from memory after the first load, and says so', async () => {
    const t = setup();
    t.cache.setListening(true);
    expect((await t.cache.user(1)).cached).toBe(false);
    const again = await t.cache.user(1);
    expect(again.cached).toBe(true);
    expect(again.subject?.permissions.has('bank.list')).toBe(true);
    expect(t.loads.users).toBe(1);
  });

  it('keeps nothing while the change feed is not heard, and forgets everything when it is lost', async () => {
    const t = setup();
    await t.cache.user(1);
    await t.cache.user(1);
    expect(t.loads.users).toBe(2);
    t.cache.setListening(true);
    await t.cache.user(1);
    t.cache.setListening(false);
    t.db.users.get(1)!.active = false;
    expect((await t.cache.user(1)).subject?.user.active).toBe(false);
    expect(t.cache.size.users).toBe(0);
  });

  it('drops the user a committed change names, and only that one', async () => {
    const t = setup();
    t.cache.setListening(true);
    await t.cache.user(1);
    await t.cache.user(2);
    t.db.permissions.set(1, []);
    t.cache.changed('900 u:1', 'committed');
    expect((await t.cache.user(1)).subject?.permissions.has('bank.list')).toBe(false);
    expect((await t.cache.user(2)).cached).toBe(true);
  });

  it('keeps a company once for all its users: a change of it reaches each of them; a group change drops every user', async () => {
    const t = setup();
    t.cache.setListening(true);
    for (const id of [1, 2, 3]) await t.cache.user(id);
    expect(t.cache.size).toMatchObject({ users: 3, companies: 2 });
    const [one, two] = [(await t.cache.user(1)).subject!, (await t.cache.user(2)).subject!];
    expect(one.company).toBe(two.company);
    t.db.companies.set(10, { id: 10, name: 'Demo renombrada' });
    t.cache.changed('901 c:10', 'committed');
    expect(t.cache.size).toMatchObject({ users: 3, companies: 1 });
    const after = await t.cache.user(2);
    expect(after.cached).toBe(true);
    expect(after.subject?.company.name).toBe('Demo renombrada');
    expect(t.loads.users).toBe(3);
    t.cache.changed('902 g:7', 'committed');
    expect(t.cache.size.users).toBe(0);
    t.cache.changed('903 something-new', 'committed');
    expect(t.cache.size).toEqual({ users: 0, companies: 0, pending: 0 });
  });

  it('does not keep an answer loaded while a change arrived (it may predate the change)', async () => {
    const t = setup();
    t.cache.setListening(true);
    const release = t.hold();
    const inFlight = t.cache.user(1);
    t.db.users.get(1)!.active = false;
    t.cache.changed('904 u:1', 'committed');
    release();
    expect((await inFlight).subject?.user.active).toBe(true);
    expect((await t.cache.user(1)).subject?.user.active).toBe(false);
  });

  it('reads its own writes: a pending change keeps the key out of memory until its commit is heard', async () => {
    const t = setup();
    t.cache.setListening(true);
    await t.cache.user(1);
    // the writing connection saw the trigger's notice: not committed yet
    t.cache.changed('905 u:1', 'pending');
    expect((await t.cache.user(1)).cached).toBe(false);
    // committed, but the NOTIFY has not arrived: still read from the database, never kept
    t.db.users.get(1)!.active = false;
    expect((await t.cache.user(1)).subject?.user.active).toBe(false);
    expect((await t.cache.user(1)).cached).toBe(false);
    t.cache.changed('905 u:1', 'committed');
    await t.cache.user(1);
    expect((await t.cache.user(1)).cached).toBe(true);
    expect(t.cache.size.pending).toBe(0);
  });

  it('a pending change of a group keeps every user out of memory; a rolled back one expires', async () => {
    const t = setup({ pendingMs: 5_000 });
    t.cache.setListening(true);
    await t.cache.user(2);
    t.cache.changed('906 g:3', 'pending');
    await t.cache.user(2);
    expect((await t.cache.user(2)).cached).toBe(false);
    // never committed (rolled back): after pendingMs the key is trusted again
    t.tick(5_001);
    await t.cache.user(2);
    expect((await t.cache.user(2)).cached).toBe(true);
  });

  it('reloads an entry older than its time to live', async () => {
    const t = setup({ ttlMs: 1_000 });
    t.cache.setListening(true);
    await t.cache.user(1);
    t.tick(999);
    expect((await t.cache.user(1)).cached).toBe(true);
    t.tick(1_000);
    expect((await t.cache.user(1)).cached).toBe(false);
  });

  it('holds at most maxUsers entries, dropping the least recently used', async () => {
    const t = setup({ maxUsers: 2 });
    t.cache.setListening(true);
    await t.cache.user(1);
    await t.cache.user(2);
    await t.cache.user(1); // 2 is now the least recently used
    await t.cache.user(3);
    expect(t.cache.size.users).toBe(2);
    expect((await t.cache.user(1)).cached).toBe(true);
    expect((await t.cache.user(2)).cached).toBe(false);
  });

  it('never keeps an unknown user, and a fresh read bypasses memory', async () => {
    const t = setup();
    t.cache.setListening(true);
    expect((await t.cache.user(99)).subject).toBeUndefined();
    expect(t.cache.size.users).toBe(0);
    await t.cache.user(1);
    expect((await t.cache.user(1, { fresh: true })).cached).toBe(false);
  });

  it('keeps companies (x-tenant) until a change of that company', async () => {
    const t = setup();
    t.cache.setListening(true);
    await t.cache.company(20);
    await t.cache.company(20);
    expect(t.loads.companies).toBe(1);
    expect(t.cache.size.companies).toBe(1);
    t.cache.changed('907 c:10', 'committed');
    await t.cache.company(20);
    expect(t.loads.companies).toBe(1);
    t.db.companies.set(20, { id: 20, name: 'Renombrada' });
    t.cache.changed('908 c:20', 'committed');
    expect((await t.cache.company(20))?.name).toBe('Renombrada');
  });
});
