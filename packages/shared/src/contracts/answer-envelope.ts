import { z } from 'zod';
import { okAnswer } from './envelope.ts';

/** The integrations' answers are the envelope's success answer like every other route's (contracts/envelope.ts). */
export const answer = okAnswer;

/** An ISO timestamp as the server sends it. */
export const isoTime = z.string().meta({ example: '2026-11-25T14:03:00.000Z' });
