import { CODE_ALPHABET, CODE_RANDOM_LENGTH, formatCode, maskCode, normalizeCode } from '@app/shared';
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';

/*
 * How a redeemable code is made and kept (DOMAIN.md "Redeemable balance"; docs/domain-notes.md). The random part
 * comes from the operating system's cryptographic generator. The full code is never stored in clear: the resource
 * row keeps its masked form, and the module's own table keeps the sha256 of the normalized code (to find a typed
 * one) and the code encrypted with AES-256-GCM under the company's key, bound to the code's id (so a ciphertext
 * copied onto another code does not open), for the seller who holds it to see, copy and print again.
 */

export interface NewCode {
  /** As printed on a card and sent to a buyer: "NAV25-ABCD-EFGH-JKMN". */
  full: string;
  /** As lists show it: "NAV25-••••-••••-JKMN". */
  masked: string;
  hash: string;
}

/** A fresh code: CODE_RANDOM_LENGTH characters drawn uniformly from the look-alike-free alphabet (crypto.randomInt). */
export function newCode(prefix?: string | null): NewCode {
  let random = '';
  for (let i = 0; i < CODE_RANDOM_LENGTH; i++) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  const full = formatCode(random, prefix);
  return { full, masked: maskCode(random, prefix), hash: hashCode(full) };
}

/** The lookup key of a code however it was typed (case, spaces and dashes do not matter). */
export const hashCode = (typed: string): string => createHash('sha256').update(normalizeCode(typed)).digest('hex');

/** A new company key (32 random bytes, base64), stored once per company by the repository. */
export const newKey = (): string => randomBytes(32).toString('base64');

const aad = (codeId: number) => Buffer.from(`redeemable-code:${codeId}`);

/** The code encrypted for storage: "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function seal(key: string, codeId: number, full: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  cipher.setAAD(aad(codeId));
  const body = Buffer.concat([cipher.update(full, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The full code back from its sealed form; null when it does not open (another key, another code, tampering). */
export function open(key: string, codeId: number, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(codeId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
