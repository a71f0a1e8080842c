import { BlockList, isIP } from 'node:net';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findByPrefix, touchApiKey } from './api-key-repository.ts';
import { hashOf, prefixOf, sameHash } from './api-key-secret.ts';

/** Who a valid key acts for; the auth plugin turns it into the owner's session subject, narrowed by the scopes. */
export interface VerifiedKey {
  id: number;
  companyId: number;
  userId: number;
  scopes: string[];
}

export type ApiKeyVerifier = (secret: string, ip: string) => Promise<VerifiedKey>;

/** Last-used time is written at most once a minute per key and process (a bot calls many times a second). */
const TOUCH_EVERY_MS = 60_000;

export const invalidKey = () => new AppError(401, 'La clave de API no es válida o fue revocada.', undefined, 'API_KEY_INVALID');

function allows(list: string[], ip: string): boolean {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (!family) return false;
  const block = new BlockList();
  for (const entry of list) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (bits === undefined) block.addAddress(address, type);
    else block.addSubnet(address, Number(bits), type);
  }
  return block.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Checks a presented key on every request (a revocation holds from the next call, on every process): its row by
 * prefix, the hash compared in constant time, not revoked, and the caller's address within its allow-list.
 */
export function apiKeyVerifier(db: Db): ApiKeyVerifier {
  const touched = new Map<number, number>();
  return async (secret, ip) => {
    const prefix = prefixOf(secret);
    if (!prefix) throw invalidKey();
    const row = await findByPrefix(db, prefix);
    if (!row || row.revoked_at || !sameHash(row.secret_hash, hashOf(secret))) throw invalidKey();
    if (row.allowed_ips?.length && !allows(row.allowed_ips, ip)) {
      throw new AppError(403, `La clave de API no admite llamadas desde la dirección ${ip}.`, undefined, 'API_KEY_IP');
    }
    const now = Date.now();
    if ((touched.get(row.id) ?? 0) + TOUCH_EVERY_MS <= now) {
      touched.set(row.id, now);
      if (touched.size > 10_000) touched.clear();
      await touchApiKey(db, row.id);
    }
    return { id: row.id, companyId: row.company_id, userId: row.user_id, scopes: row.scopes };
  };
}
