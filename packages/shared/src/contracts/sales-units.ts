import { z } from 'zod';
import { fields } from './envelope.ts';

/* The sold unit as the answers that deliver one show it (a purchase, a reassigned fault, an order's items). */

/** The fields of one unit's credentials (the reseller API's units, the reveal call), beside each answer's own. */
export const unitCredentialFields = {
  profile_id: z.number().nullable(),
  digital_account_id: z.number(),
  product: z.string(),
  login: z.string(),
  password: z.string(),
  profile: z.string().nullable(),
  pin: z.string().nullable(),
  renewal_limit_date: z.string().nullable(),
  message: z.string(),
};
/** An account sold whole: its profiles with their PINs. */
export const wholeAccountProfiles = z.array(z.object({ id: z.number(), name: z.string(), pin: z.string().nullable() }));

/** A delivered unit with its credentials and the copy-ready message for the client (integer cents nowhere). */
export const deliveredItem = fields({
  profile_id: z.number().nullable(),
  digital_account_id: z.number(),
  product: z.string(),
  login: z.string(),
  password: z.string(),
  profile: z.string().nullable(),
  pin: z.string().nullable(),
  renewal_limit_date: z.string(),
  /** Whole-account sales: the account's profiles. */
  profiles: z.array(fields({ id: z.number(), name: z.string(), pin: z.string().nullable() })).optional(),
  message: z.string(),
});
