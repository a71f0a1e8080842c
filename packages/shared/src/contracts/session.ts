import { z } from 'zod';
import { domainObject, fields } from './envelope.ts';
import type { Menu } from '../menu.ts';

/* The signed-in user as login, auth/info and the profile screen answer it. Money in integer cents. */

/** The user's profile (spec §3): who it is, its balance, its network and its permissions. */
export const sessionProfile = fields({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  rol: fields({ name: z.string() }),
  level_grid: z.number(),
  accept_terms: z.boolean(),
  parent_id: z.number().nullable(),
  parent_phone: z.string().nullable(),
  balance: z.number(),
  codeuser: z.string().nullable(),
  nickname_distribuitor: z.string().nullable(),
  line_validated: z.boolean(),
  telegram_validated: z.boolean(),
  notification_preference: z.string().nullable(),
  company_id: z.number(),
  permissions: z.array(z.string()),
});

/** The company the session acts in. */
export const sessionCompany = fields({ id: z.number(), name: z.string(), slug: z.string(), logo: z.string().nullable(), is_root: z.boolean() });

/** The menu the user's permissions show (its entries and groups, built by packages/shared/src/menu.ts). */
export const sessionMenu = domainObject<Menu>();

/** The company's configuration values by key (e.g. support_whatsapp_link). */
export const sessionConfiguration = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export type SessionProfile = z.output<typeof sessionProfile>;
