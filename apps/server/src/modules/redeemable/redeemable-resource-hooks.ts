import { randomInt } from 'node:crypto';
import type { ResourceHooks } from '../../engine/resource-hooks.ts';

// no 0/O or 1/I: codes are read aloud and typed by hand
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 random characters (about 60 bits): unguessable, since a code is worth money until redeemed. */
export function generateRedeemCode(length = 12): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** `redeemable-balance`: a code the company did not type gets a random one (the unique index settles clashes). */
export const redeemableBalanceHooks: ResourceHooks = {
  async beforeCreate(_tx, _auth, values) {
    return values.code ? values : { ...values, code: generateRedeemCode() };
  },
};
