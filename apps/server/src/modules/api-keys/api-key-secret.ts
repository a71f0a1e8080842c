import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every key starts so: a scanner (or a person) recognises one pasted where it should not be. */
export const KEY_MARK = 'cdk_';

/** A new key: `cdk_<8 hex>_<43 base64url>`; its prefix (`cdk_<8 hex>`) finds the row, the rest is the secret. */
export function newKeySecret(): { secret: string; prefix: string; hash: string } {
  const prefix = `${KEY_MARK}${randomBytes(4).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, hash: hashOf(secret) };
}

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The prefix of a presented key, or null when it is not shaped as one of ours. */
export function prefixOf(secret: string): string | null {
  const m = /^(cdk_[0-9a-f]{8})_[A-Za-z0-9_-]{43}$/.exec(secret);
  return m ? m[1] : null;
}

/** Compares in constant time, so the answer's timing says nothing about how much of a guess was right. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
