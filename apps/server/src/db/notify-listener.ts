import pg from 'pg';
import { sessionConnectionConfig } from './connection-roles.ts';

export interface NotifyListenerOptions {
  /** application_name of the connection: how it is found in pg_stat_activity. */
  name?: string;
  warn: (msg: string) => void;
  /**
   * Told true once LISTEN is in effect on a live connection, false as soon as that connection is lost or stops
   * answering: while false, notifications may be missed, so whoever trusts them must stop trusting (caches).
   */
  onListening?: (listening: boolean) => void;
  /** How often the connection is proved alive (a silent, dead socket would otherwise look like "no changes"). */
  heartbeatMs?: number;
  /** How long a heartbeat may take before the connection is given up and replaced. */
  heartbeatTimeoutMs?: number;
  retryMs?: number;
}

export type NotifyListener = ReturnType<typeof notifyListener>;

/**
 * One dedicated connection (outside the pool, so it never takes a query's slot) LISTENing to `channels`,
 * replaced whenever it is lost (PostgreSQL restarting included: it retries every `retryMs` until it is back), with
 * each notification handed to the channel's handlers. LISTEN belongs to one session, so the connection goes to
 * the direct address when the pool goes through PgBouncer in transaction mode (db/connection-roles.ts).
 */
export function notifyListener(pool: pg.Pool, channels: string[], opts: NotifyListenerOptions) {
  const { name = 'notify-listener', warn, onListening = () => {}, heartbeatMs = 5000, heartbeatTimeoutMs = 3000, retryMs = 1000 } = opts;
  const handlers = new Map<string, Set<(payload: string) => void>>(channels.map((c) => [c, new Set()]));
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;

  function lost(from: pg.Client, reason: string) {
    if (client !== from) return;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    if (listening) {
      listening = false;
      onListening(false);
    }
    from.end().catch(() => {});
    if (!closed) {
      warn(`avisos de la base (${channels.join(', ')}): se perdió la conexión (${reason}); se reintenta`);
      retry = setTimeout(() => void connect(), retryMs);
    }
  }

  async function connect(): Promise<void> {
    retry = null;
    const c = new pg.Client({ ...sessionConnectionConfig(pool), keepAlive: true, application_name: name });
    client = c;
    c.on('error', (err) => lost(c, err.message));
    c.on('end', () => lost(c, 'conexión cerrada'));
    c.on('notification', (msg) => {
      for (const handle of handlers.get(msg.channel) ?? []) handle(msg.payload ?? '');
    });
    try {
      await c.connect();
      for (const channel of channels) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      lost(c, (err as Error).message);
      return;
    }
    if (closed || client !== c) {
      c.end().catch(() => {});
      return;
    }
    listening = true;
    onListening(true);
    heartbeat = setInterval(() => {
      const timeout = new Promise((_, fail) => setTimeout(() => fail(new Error('no responde')), heartbeatTimeoutMs).unref());
      Promise.race([c.query('SELECT 1'), timeout]).catch((err: Error) => lost(c, err.message));
    }, heartbeatMs);
    heartbeat.unref();
  }

  return {
    /** Whether notifications are being heard right now. */
    get listening() {
      return listening;
    },

    /** Calls `handle` with the payload of each notification on `channel` (one given at creation). */
    on(channel: string, handle: (payload: string) => void): () => void {
      const set = handlers.get(channel);
      if (!set) throw new Error(`canal no escuchado: ${channel}`);
      set.add(handle);
      return () => set.delete(handle);
    },

    /** Connects and listens; on failure keeps retrying in the background (the app starts regardless). */
    start: () => connect(),

    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      const c = client;
      client = null;
      if (listening) {
        listening = false;
        onListening(false);
      }
      if (c) await c.end().catch(() => {});
    },
  };
}
