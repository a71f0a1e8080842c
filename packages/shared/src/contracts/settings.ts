import { z } from 'zod';
import { okAnswer } from './envelope.ts';

/* The answers of the settings module's routes (apps/server/src/modules/settings). */

export const settingsAnswer = okAnswer({ items: z.array(z.unknown()) });
export const settingsSavedAnswer = okAnswer({ configuration: z.unknown() });
