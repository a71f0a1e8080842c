import { z } from 'zod';
import { okAnswer } from './envelope.ts';

/* The answers of the terms module's routes (apps/server/src/modules/terms). */

export const termsAnswer = okAnswer({ item: z.looseObject({ blocks: z.array(z.unknown()) }) });
