import { z } from 'zod';

/**
 * The note dialog of spec §5 (reject, annul, close...): a reason from the list, or 'other' with a note. One schema
 * for every module's transition routes, so the dialog sends the same body everywhere.
 */
export const reasonBody = z.strictObject({
  reason: z.string().trim().max(500).optional(),
  note: z.string().trim().max(1000).optional(),
});
export type ReasonBody = z.infer<typeof reasonBody>;
