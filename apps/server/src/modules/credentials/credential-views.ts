import { CREDENTIAL_SCREENS, type CredentialScreen } from '@app/shared/contracts/credentials';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { insertViews } from './credential-repository.ts';

/** Who revealed credentials, and from where: a signed-in person, an API key (acting as its owner), or a share link. */
export interface Viewer {
  companyId: number;
  userId: number | null;
  apiKeyId: number | null;
  shareId: number | null;
  ip: string | null;
}

/** The viewer of a request: its user, and its API key when it came with one. */
export const viewerOf = (auth: AuthContext, ip: string | null): Viewer => ({
  companyId: auth.tenant.id, userId: auth.user.id, apiKeyId: auth.apiKey?.id ?? null, shareId: null, ip,
});

/**
 * A unit whose password or PIN an answer carries: a profile, or an account sold whole (profile_id null), or a
 * hand-fulfilled request (its credentials written by staff).
 */
export type RevealedUnit = { profile_id: number | null; digital_account_id: number } | { digital_account_others_id: number };

const isRequest = (u: RevealedUnit): u is { digital_account_others_id: number } => 'digital_account_others_id' in u && !!u.digital_account_others_id;

/**
 * Writes one view per unit an answer reveals (DOMAIN.md "Credential views"). Called by every route that sends a
 * password or PIN in clear (the reveal call, a purchase's answer, the reseller API, a share link, a finalized
 * request's answer) and by every notice that carries them, after it read them and before it answers, so no reveal
 * goes unrecorded. The screen says the source (a purchase, a screen, a notice); a request with an API key is
 * recorded as `api` whatever the route, an opened link as `share`.
 */
export async function recordViews(db: Tx, viewer: Viewer, screen: CredentialScreen, units: readonly RevealedUnit[]): Promise<void> {
  const source = viewer.shareId !== null ? 'share' : viewer.apiKeyId !== null ? 'api' : CREDENTIAL_SCREENS[screen].source;
  const seen = new Set<string>();
  const rows = [];
  for (const u of units) {
    const unit = isRequest(u)
      ? { profile_id: null, digital_account_id: null, digital_account_others_id: u.digital_account_others_id }
      : { profile_id: u.profile_id ?? null, digital_account_id: u.digital_account_id, digital_account_others_id: null };
    const key = `${unit.profile_id}:${unit.digital_account_id}:${unit.digital_account_others_id}`;
    if (seen.has(key) || (!unit.digital_account_id && !unit.digital_account_others_id)) continue;
    seen.add(key);
    rows.push({
      company_id: viewer.companyId, ...unit, user_id: viewer.userId,
      source, screen, api_key_id: viewer.apiKeyId, share_id: viewer.shareId, ip: viewer.ip,
    } as const);
  }
  await insertViews(db, rows);
}

/**
 * The units an answer as sent carries in clear: every object in it with a password and its stock account (a
 * delivered unit, a reseller's unit, each unit of a panel's status). For a retry answered from its
 * Idempotency-Key: the stored answer reveals the credentials again, so it records views again.
 */
export function unitsIn(answer: unknown): RevealedUnit[] {
  const found: RevealedUnit[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (!node || typeof node !== 'object' || depth > 6) return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
    const o = node as Record<string, unknown>;
    if (typeof o.password === 'string' && typeof o.digital_account_id === 'number') {
      found.push({ profile_id: typeof o.profile_id === 'number' ? o.profile_id : null, digital_account_id: o.digital_account_id });
      return;
    }
    for (const v of Object.values(o)) visit(v, depth + 1);
  };
  visit(answer, 0);
  return found;
}

/** A route's `replayed` hook (plugins/idempotency.ts): a replayed answer that carries credentials is a reveal. */
export const traceReplay = (trace: RevealTracer, screen: CredentialScreen) =>
  (req: FastifyRequest, answer: unknown): Promise<void> => trace(req, screen, unitsIn(answer));

/** For routes: records what a request's answer reveals, as the request's user (and API key), from its address. */
export const revealTracer = (db: Db) =>
  (req: FastifyRequest, screen: CredentialScreen, units: readonly RevealedUnit[]) => recordViews(db, viewerOf(req.auth, req.ip ?? null), screen, units);
export type RevealTracer = ReturnType<typeof revealTracer>;

/**
 * For a purchase's answer (buying is a reveal): the sale is committed before its views are written, so a failed
 * insert is logged and the answer still goes — a 500 would free the Idempotency-Key and the caller's retry would buy
 * again. (Writing the views inside the sale would add a statement to the purchase's hot path.)
 */
export const deliveryTracer = (db: Db): RevealTracer => {
  const trace = revealTracer(db);
  return async (req, screen, units) => {
    try {
      await trace(req, screen, units);
    } catch (err) {
      req.log.error({ err, screen }, 'credential views of a delivered purchase not recorded');
    }
  };
};
