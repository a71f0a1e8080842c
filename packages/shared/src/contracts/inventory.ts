import { z } from 'zod';
import { okAnswer, rowFields } from './envelope.ts';

/* The answers of the inventory module's routes (apps/server/src/modules/inventory). */

/** A unit bought by the caller or its network, with its credentials and the copy-ready delivery message. */
export const deliveredProfile = rowFields({
  id: z.number(),
  profile: z.string().nullable(),
  pin: z.string().nullable(),
  state: z.string(),
  sold_at: z.string().nullable(),
  renewal_limit_date: z.string().nullable(),
  order_id: z.number().nullable(),
  order_number: z.number().nullable(),
  user_id: z.number(),
  owner_name: z.string(),
  digital_account_id: z.number(),
  type_digital_account_id: z.number(),
  product: z.string(),
  login: z.string(),
  password: z.string(),
  message: z.string(),
});

/** Units bought by the caller and its network, each with the copy-ready delivery message. */
export const deliveredProfilesAnswer = okAnswer({ items: z.array(deliveredProfile), total: z.number() });

export type DeliveredProfile = z.output<typeof deliveredProfile>;
export type DeliveredProfilesAnswer = z.output<typeof deliveredProfilesAnswer>;
