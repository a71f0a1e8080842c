import { z } from 'zod';
import { domainObject, fields, okAnswer } from './envelope.ts';
import { sessionProfile } from './session.ts';
import type { NetworkNode } from '../api.ts';

/* The answers of the users module's routes (apps/server/src/modules/users). */

export const profileAnswer = okAnswer({ profile: sessionProfile });
/** A password change (with a fresh token when the caller changed its own). */
export const passwordChangedAnswer = okAnswer({});
export const registeredAnswer = okAnswer({ item: z.looseObject({ id: z.number(), username: z.string(), name: z.string(), active: z.boolean() }) });
/** Pending distributor registrations, paged. */
export const pendingDistributorsAnswer = okAnswer({});
/** The company's role groups, each ticked when the user holds it. */
export const userRolesAnswer = okAnswer({ roles: z.array(fields({ id: z.number(), name: z.string(), selected: z.boolean() })) });
/** One person of the network with its branch below (a recursive tree: typed by the shared NetworkNode). */
export const networkNode = domainObject<NetworkNode>();
/** The network tree (cut at its size limit: `truncated`). */
export const networkTreeAnswer = okAnswer({ items: z.array(networkNode), total: z.number(), truncated: z.boolean() });
/** The network tree under a node, or its flat list. */
export const networkAnswer = okAnswer({});
export const networkNodeAnswer = okAnswer({ item: networkNode });

export type ProfileAnswer = z.output<typeof profileAnswer>;
export type UserRolesAnswer = z.output<typeof userRolesAnswer>;
export type NetworkTreeAnswer = z.output<typeof networkTreeAnswer>;
export type NetworkNodeAnswer = z.output<typeof networkNodeAnswer>;
export type RegisteredAnswer = z.output<typeof registeredAnswer>;
export type PasswordChangedAnswer = z.output<typeof passwordChangedAnswer>;
