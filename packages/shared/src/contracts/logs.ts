import { z } from 'zod';
import { okAnswer } from './envelope.ts';

/* The answers of the logs module's routes (apps/server/src/modules/logs). */

export const logListAnswer = okAnswer({ items: z.array(z.unknown()) });
