import { z } from 'zod';
import { anObject, okAnswer } from './envelope.ts';

/* The answers of the users module's routes (apps/server/src/modules/users). */

export const profileAnswer = okAnswer({ profile: anObject });
/** A password change (with a fresh token when the caller changed its own). */
export const passwordChangedAnswer = okAnswer({});
export const registeredAnswer = okAnswer({ item: z.looseObject({ id: z.number(), username: z.string(), name: z.string(), active: z.boolean() }) });
/** Pending distributor registrations, paged. */
export const pendingDistributorsAnswer = okAnswer({});
export const userRolesAnswer = okAnswer({ roles: z.array(z.unknown()) });
/** The network tree under a node, or its flat list. */
export const networkAnswer = okAnswer({});
export const networkNodeAnswer = okAnswer({ item: anObject });
