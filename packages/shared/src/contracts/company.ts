import { z } from 'zod';
import { anObject, okAnswer } from './envelope.ts';

/* The answers of the company module's routes (apps/server/src/modules/company). */

export const companyAnswer = okAnswer({ item: anObject });
export const companyRenameAnswer = okAnswer({ item: z.looseObject({ id: z.number(), name: z.string(), logo: z.string().nullable() }) });
export const companyLogoAnswer = okAnswer({ image: z.string().nullable() });
