import type { Db } from '../db/client.ts';
import { notifyListener } from '../db/notify-listener.ts';
import { onPoolNotice } from '../db/pool-notices.ts';
import { sessionCache } from './session-cache.ts';
import {
  findSessionCompany, findSessionSubject, type SessionCompany, type SessionUser,
} from './session-repository.ts';

/** The channel (and notice text) of migration 0008's triggers on users, company, groups and memberships. */
const CHANNEL = 'session_subject_changed';
/** The listening connection's application_name (found by it in pg_stat_activity). */
export const SESSION_LISTENER_NAME = 'session-subjects-listener';

export type SessionSubjects = ReturnType<typeof sessionSubjects>;

/**
 * One Set per distinct permission list: the users of a group hold the same list, so thousands of signed-in users
 * cost a few sets, not thousands of copies of up to a thousand strings. Bounded: when full it starts over (sets
 * already handed out stay valid, they are only no longer shared with later loads).
 */
function permissionSets(max = 1_000) {
  const sets = new Map<string, ReadonlySet<string>>();
  return (sorted: string[]): ReadonlySet<string> => {
    const key = sorted.join(',');
    let set = sets.get(key);
    if (!set) {
      if (sets.size >= max) sets.clear();
      set = new Set(sorted);
      sets.set(key, set);
    }
    return set;
  };
}

/**
 * The session subjects of one app: the in-memory cache, fed every committed change by LISTEN (changes made by any
 * process, or by hand in psql) and this process's own changes by the notices its connections receive while they
 * write. Other processes see a change once its notification is delivered: on one host that is a few
 * milliseconds, and tests allow at most one second.
 */
export function sessionSubjects(db: Db, warn: (msg: string) => void, limits: { maxUsers?: number; ttlMs?: number } = {}) {
  const shared = permissionSets();
  const cache = sessionCache<SessionUser, SessionCompany>({
    ...limits,
    async loadUser(id) {
      const row = await findSessionSubject(db, id);
      // shared by every request of this user: frozen, so no request can alter what the next one sees
      return row && { user: Object.freeze(row.user), company: Object.freeze(row.company), permissions: shared(row.permissions) };
    },
    async loadCompany(id) {
      const row = await findSessionCompany(db, id);
      return row && Object.freeze(row);
    },
  });
  const listener = notifyListener(db.$client, [CHANNEL], {
    name: SESSION_LISTENER_NAME,
    warn: (msg) => warn(`sesiones en memoria desactivadas hasta reconectar: ${msg}`),
    onListening: (on) => cache.setListening(on),
  });
  listener.on(CHANNEL, (payload) => cache.changed(payload, 'committed'));
  const stopNotices = onPoolNotice(db.$client, (n) => {
    if (n.message === CHANNEL && n.detail) cache.changed(n.detail, 'pending');
  });

  return {
    user: cache.user,
    company: cache.company,
    cache,
    start: () => listener.start(),
    async close() {
      stopNotices();
      await listener.close();
    },
  };
}
