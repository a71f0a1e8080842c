/**
 * Each signed-in user's session subject (user row, company, permission set) kept in memory, so an ordinary
 * request does not rebuild the permission catalogue from the group joins. Users and companies are kept apart
 * (a company once, however many of its users are signed in), each bounded and least-recently-used first out.
 * It holds no database code: it is fed the changes (see session-subjects.ts) and given the loaders.
 *
 * Correctness rests on three rules:
 *   - a change notice drops the entries it names, and an answer loaded while any change arrived is used once
 *     but not kept (it may predate the change);
 *   - a change this process is still writing ("pending": seen as a notice on its own connection, before its
 *     commit) keeps the keys it names out of the cache until its commit notice arrives (or `pendingMs` passes,
 *     for a transaction that rolled back), so a process always reads its own writes;
 *   - while the change feed is not heard (`setListening(false)`) nothing is served from or kept in the cache.
 */
export interface CachedCompany {
  id: number;
}

export interface CachedUser {
  id: number;
  company_id: number;
}

export interface Subject<U extends CachedUser, C extends CachedCompany> {
  user: U;
  company: C;
  permissions: ReadonlySet<string>;
}

export interface SessionCacheOptions<U extends CachedUser, C extends CachedCompany> {
  loadUser: (id: number) => Promise<Subject<U, C> | undefined>;
  loadCompany: (id: number) => Promise<C | undefined>;
  /** Entries kept at most (least recently used ones go first). */
  maxUsers?: number;
  maxCompanies?: number;
  /** An entry is reloaded after this long even without a change notice: a bound on any missed notice. */
  ttlMs?: number;
  /** How long a change seen before its commit keeps its keys uncached if its commit notice never comes. */
  pendingMs?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  at: number;
}

/** Whether a change key ('u:5', 'c:3', 'g:7', '*') can alter a user's row or permissions. */
const touchesUser = (key: string, id: number) => key === '*' || key.startsWith('g:') || key === `u:${id}`;
const touchesCompany = (key: string, id: number) => key === '*' || key === `c:${id}`;

/** A user's own part of its subject; its company is kept once per company (many users share it). */
interface UserPart<U> {
  user: U;
  permissions: ReadonlySet<string>;
}

export type SessionCache<U extends CachedUser, C extends CachedCompany> = ReturnType<typeof sessionCache<U, C>>;

export function sessionCache<U extends CachedUser, C extends CachedCompany>(opts: SessionCacheOptions<U, C>) {
  const { maxUsers = 10_000, maxCompanies = 1_000, ttlMs = 60_000, pendingMs = 30_000, now = Date.now } = opts;
  const users = new Map<number, Entry<UserPart<U>>>();
  const companies = new Map<number, Entry<C>>();
  /** Changes seen on this process's own connections and not yet committed, by transaction id. */
  const pending = new Map<string, { keys: Set<string>; until: number }>();
  let listening = false;
  /** Bumped by every change and every change of the feed's state: a load that saw it move is not kept. */
  let epoch = 0;
  const stats = { hits: 0, misses: 0 };

  function pendingTouches(matches: (key: string) => boolean): boolean {
    if (!pending.size) return false;
    const t = now();
    for (const [xid, p] of pending) {
      if (p.until <= t) pending.delete(xid);
      else for (const key of p.keys) if (matches(key)) return true;
    }
    return false;
  }

  function drop(key: string) {
    epoch++;
    if (key === '*') {
      users.clear();
      companies.clear();
    } else if (key.startsWith('g:')) {
      // who holds the group is not kept here: every user's permissions are reloaded (group edits are rare)
      users.clear();
    } else if (key.startsWith('u:')) {
      users.delete(Number(key.slice(2)));
    } else if (key.startsWith('c:')) {
      companies.delete(Number(key.slice(2)));
    } else {
      // a key this version does not know: the safe reading is "anything may have changed"
      users.clear();
      companies.clear();
    }
  }

  function keep<T>(map: Map<number, Entry<T>>, id: number, value: T, max: number) {
    map.delete(id);
    map.set(id, { value, at: now() });
    // Map keeps insertion order and hits re-insert: the first key is the least recently used
    while (map.size > max) map.delete(map.keys().next().value as number);
  }

  function fresh<T>(map: Map<number, Entry<T>>, id: number): T | undefined {
    const e = map.get(id);
    if (!e) return undefined;
    if (now() - e.at >= ttlMs) {
      map.delete(id);
      return undefined;
    }
    map.delete(id);
    map.set(id, e);
    return e.value;
  }

  const userKeepable = (id: number) => listening && !pendingTouches((k) => touchesUser(k, id));
  const companyKeepable = (id: number) => listening && !pendingTouches((k) => touchesCompany(k, id));

  /** A company from memory, else loaded (and kept unless a change arrived meanwhile). */
  async function company(id: number): Promise<C | undefined> {
    if (companyKeepable(id)) {
      const hit = fresh(companies, id);
      if (hit) return hit;
    }
    const started = epoch;
    const loaded = await opts.loadCompany(id);
    if (loaded && epoch === started && companyKeepable(id)) keep(companies, id, loaded, maxCompanies);
    return loaded;
  }

  /** Parses '<xid> <key>' as the triggers send it. */
  function parse(payload: string): { xid: string; key: string } {
    const space = payload.indexOf(' ');
    return space < 0 ? { xid: '', key: '*' } : { xid: payload.slice(0, space), key: payload.slice(space + 1) || '*' };
  }

  return {
    stats,

    /** The subject of a user; `cached` says it came from memory (it may lag a change by the feed's delay). */
    async user(id: number, opt: { fresh?: boolean } = {}): Promise<{ subject: Subject<U, C> | undefined; cached: boolean }> {
      const hit = !opt.fresh && userKeepable(id) ? fresh(users, id) : undefined;
      if (hit) {
        const own = await company(hit.user.company_id);
        if (own) {
          stats.hits++;
          return { subject: { ...hit, company: own }, cached: true };
        }
      }
      stats.misses++;
      const started = epoch;
      const subject = await opts.loadUser(id);
      if (subject && epoch === started) {
        if (userKeepable(id)) keep(users, id, { user: subject.user, permissions: subject.permissions }, maxUsers);
        const companyId = subject.company.id;
        // the company came in the same read: kept too, unless memory already holds it (then that one is shared)
        if (companyKeepable(companyId) && !fresh(companies, companyId)) keep(companies, companyId, subject.company, maxCompanies);
      }
      return { subject, cached: false };
    },

    /** A company by id (a user's own, or the x-tenant choice of platform users). */
    company,

    /**
     * A change announced by the triggers: `committed` when its NOTIFY arrived (every process), `pending` when
     * this process's own connection raised it, before commit.
     */
    changed(payload: string, state: 'pending' | 'committed') {
      const { xid, key } = parse(payload);
      drop(key);
      if (state === 'committed') {
        // its commit is visible now: whatever the transaction changed can be loaded and kept again
        pending.delete(xid);
      } else {
        const p = pending.get(xid) ?? { keys: new Set<string>(), until: 0 };
        p.keys.add(key);
        p.until = now() + pendingMs;
        pending.set(xid, p);
      }
    },

    /** The change feed's state: while it is not heard, the cache is empty and bypassed. */
    setListening(on: boolean) {
      epoch++;
      users.clear();
      companies.clear();
      listening = on;
    },

    get size() {
      return { users: users.size, companies: companies.size, pending: pending.size };
    },
  };
}
