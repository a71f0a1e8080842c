import { z } from 'zod';
import { answer } from './answer-envelope.ts';

/** `GET /health/live`: the process answers. */
export const liveAnswer = answer({ status: z.literal('ok') });

/** `GET /health/ready`: whether this process can serve (database reachable, every migration applied), and if not why. */
export const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.object({ applied: z.number().nullable(), expected: z.number() }),
  reason: z.string().nullable().meta({ example: 'La base de datos no responde: conexión rechazada.' }),
});
export type ReadyAnswer = z.infer<typeof readiness>;
// not ready answers 503 with `success: false` and the reason, in the same shape
export const readyAnswer = answer({ ...readiness.shape, success: z.boolean().default(true) });
