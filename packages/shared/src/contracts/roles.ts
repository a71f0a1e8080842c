import { z } from 'zod';
import { aRecord, anObject, messageAnswer, okAnswer } from './envelope.ts';

/* The answers of the roles module's routes (apps/server/src/modules/roles). */

export const groupsAnswer = okAnswer({ items: z.array(aRecord), catalogue: anObject });
export const groupAnswer = okAnswer({ item: aRecord });
export const groupRemovedAnswer = messageAnswer;
export const menuGroupsAnswer = okAnswer({ items: z.array(aRecord), menu: z.unknown() });
