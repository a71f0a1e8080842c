import { z } from 'zod';

/**
 * A route's answer as it travels: the `{success, msg, token}` envelope every /api answer carries
 * (DESIGN.md "API contract") around the route's own fields. Response schemas are built with it so the
 * serializer keeps the envelope and the OpenAPI document shows it.
 */
export const answer = <T extends z.ZodRawShape>(shape: T) => z.object({
  // defaults: a handler returns only its own fields (the envelope plugin adds these before serializing)
  success: z.boolean().default(true),
  msg: z.string().default('Operación realizada correctamente.'),
  token: z.string().nullable().default(null),
  ...shape,
});

/** An ISO timestamp as the server sends it. */
export const isoTime = z.string().meta({ example: '2026-11-25T14:03:00.000Z' });
