import { z } from 'zod';
import { aRecord, fields, okAnswer } from './envelope.ts';

/* The answers of the renewals module's routes (apps/server/src/modules/renewals). */

export const renewalTicketAnswer = okAnswer({ item: aRecord });
/** Each ticket of a bulk renewal, renewed or with the reason it was not. */
export const bulkRenewalAnswer = okAnswer({ items: z.array(fields({ id: z.number(), ok: z.boolean(), msg: z.string() })) });

export type RenewalTicketAnswer = z.output<typeof renewalTicketAnswer>;
export type BulkRenewalAnswer = z.output<typeof bulkRenewalAnswer>;

/** A requested ticket as a unit shows it (the engine's renovation-ticket list row, the fields read). */
export type RequestedRenewalRow = { id: number; profile_id: number | null; renovation_ticket_status: string };
