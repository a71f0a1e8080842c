import { z } from 'zod';
import { okAnswer } from './envelope.ts';

/* The answers of the inventory module's routes (apps/server/src/modules/inventory). */

/** Units bought by the caller and its network, each with the copy-ready delivery message. */
export const deliveredProfilesAnswer = okAnswer({ items: z.array(z.looseObject({ message: z.string() })), total: z.number() });
