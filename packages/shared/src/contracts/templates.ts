import { z } from 'zod';
import { okAnswer } from './envelope.ts';

/* The answers of the templates module's routes (apps/server/src/modules/templates). */

export const placeholdersAnswer = okAnswer({ items: z.unknown().meta({ description: 'Los marcadores: nombre, etiqueta y ejemplo' }) });
export const templatePreviewAnswer = okAnswer({ item: z.unknown() });
