import { z } from 'zod';
import { FAULT_KINDS } from '../resources/report-fault-account.ts';
import { recordId } from '../validation/record-id.ts';
import '../validation/spanish-issues.ts';

/**
 * The calls of fault reports (DOMAIN.md "Fault report") that carry more than an id: what the server accepts and
 * the web's report form checks before sending, written once.
 */

/** Shortest and longest description of a fault. */
export const FAULT_DESCRIPTION_MIN = 8;
export const FAULT_DESCRIPTION_MAX = 2000;
/** Longest screenshot (a base64 data URL; the web sends JPEGs resized to 1024 px, far below it). */
export const FAULT_IMAGE_MAX_CHARS = 3_000_000;

const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/;
const KINDS = FAULT_KINDS.map((k) => k.value) as [string, ...string[]];

/** `POST /api/v1/admin/report-fault-account`: the unit (a profile the buyer owns), what fails, an optional screenshot. */
export const faultReportBody = z.strictObject({
  profile_id: recordId('El perfil'),
  description: z.string({ error: 'Describe la falla' }).trim()
    .min(FAULT_DESCRIPTION_MIN, `Describe la falla con al menos ${FAULT_DESCRIPTION_MIN} caracteres`)
    .max(FAULT_DESCRIPTION_MAX, `La descripción admite máximo ${FAULT_DESCRIPTION_MAX} caracteres`),
  image: z.string({ error: 'La captura debe ser una imagen' })
    .max(FAULT_IMAGE_MAX_CHARS, 'La captura es demasiado grande (máximo 2 MB)')
    .regex(IMAGE_DATA_URL, 'La captura debe ser una imagen JPEG, PNG, WEBP o GIF').nullish(),
  fault_kind: z.enum(KINDS, { error: 'El tipo de falla no es una opción válida' }).optional(),
});
export type FaultReportInput = z.infer<typeof faultReportBody>;

/**
 * `POST …/report-fault-account/{id}/reject`: the reason (a choice, or 'other' with a note) and whether to charge the
 * penalty. The amount is never sent: only the company's configured "penalty amount" can be charged.
 */
export const faultRejectBody = z.strictObject({
  reason: z.string().trim().max(500).optional(),
  note: z.string().trim().max(1000).optional(),
  penalty: z.boolean({ error: 'La penalidad se indica con SÍ o NO; su valor es el configurado por la empresa' }).optional(),
});
export type FaultRejectInput = z.infer<typeof faultRejectBody>;

/** One unit a fault can be reported on, as the report form's picker lists it. */
export interface FaultUnitOption {
  /** The profile to send as `profile_id` (for an account sold whole, its first profile). */
  id: number;
  /** "NETFLIX 4K · netflix3@… · PERFIL 2 — Subdistribuidor Dos" */
  name: string;
  product: string;
  login: string;
  profile: string;
  owner_name: string;
  renewal_limit_date: string | null;
}

/** What staff see before resolving a report: the refund it would give now, the penalty configured, stock. */
export interface FaultQuote {
  /** The refund of the unused days today (0 when nothing is left). */
  refund: number;
  days_left: number;
  duration_days: number;
  /** The company's configured penalty amount (0 when none). */
  penalty: number;
  /** Whether a replacement unit is in stock. */
  in_stock: boolean;
}
