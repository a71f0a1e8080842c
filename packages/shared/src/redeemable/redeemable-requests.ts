import { z } from 'zod';
import { isoDate } from '../validation/date-schema.ts';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from '../validation/phone.ts';
import { INT4_MAX, recordId } from '../validation/record-id.ts';
import '../validation/spanish-issues.ts';
import {
  CODE_PREFIX_PATTERN, MAX_ASSIGN_QUANTITY, MAX_BATCH_QUANTITY, MAX_CODE_VALUE, MIN_CODE_VALUE,
} from './redeemable-codes.ts';

/*
 * The bodies of the redeemable calls, validated by the server and used by the web's forms (one schema, two ends).
 */

const money = (label: string, min: number, max: number) => z.number({ error: `${label} debe ser un número entero` })
  .int(`${label} debe ser un número entero`)
  .min(min, `${label} debe ser mayor o igual a ${min / 100} pesos`)
  .max(max, `${label} debe ser menor o igual a ${max / 100} pesos`);

const count = (label: string, max: number) => z.number({ error: `${label} debe ser un número entero` })
  .int(`${label} debe ser un número entero`).min(1, `${label} debe ser al menos 1`).max(max, `${label} admite máximo ${max}`);

/** A batch's number (an int4 column: a number past it names no batch). */
export const batchNumber = () => z.number({ error: 'El lote debe ser un número' }).int('El lote debe ser un número entero')
  .min(1, 'El lote no es válido').max(INT4_MAX, 'El lote no es válido');

/** `POST /api/v1/admin/redeemable-balance/batch`. The expiry must be today or later (checked by the server in Bogota time). */
export const redeemableBatchBody = z.strictObject({
  value: money('El valor', MIN_CODE_VALUE, MAX_CODE_VALUE),
  quantity: count('La cantidad', MAX_BATCH_QUANTITY),
  expires_at: isoDate('La fecha de vencimiento'),
  prefix: z.string({ error: 'El prefijo debe ser texto' }).trim().toUpperCase()
    .refine((v) => v === '' || CODE_PREFIX_PATTERN.test(v), 'El prefijo debe tener de 2 a 8 letras o números, sin espacios')
    .optional().nullable(),
});
export type RedeemableBatchInput = z.infer<typeof redeemableBatchBody>;

/** `POST .../redeemable-balance/{id}/assign`: the authorized seller (its record id) that will hold the code. */
export const redeemableAssignBody = z.strictObject({ seller_id: recordId('El vendedor') });

/**
 * `POST .../redeemable-balance/assign`: codes for a seller by selection (`ids`) or by quantity (the oldest available
 * codes, of one batch when `batch` is given). Exactly one of `ids` and `quantity`.
 */
export const redeemableAssignManyBody = z.strictObject({
  seller_id: recordId('El vendedor'),
  ids: z.array(recordId('El código'), { error: 'Los códigos deben ser una lista' })
    .min(1, 'Elige al menos un código').max(MAX_ASSIGN_QUANTITY, `Puedes asignar hasta ${MAX_ASSIGN_QUANTITY} códigos a la vez`).optional(),
  quantity: count('La cantidad', MAX_ASSIGN_QUANTITY).optional(),
  batch: batchNumber().optional().nullable(),
}).refine((b) => (b.ids === undefined) !== (b.quantity === undefined), {
  message: 'Indica los códigos elegidos o una cantidad, no ambos', path: ['quantity'],
});

/** `POST .../redeemable-balance/{id}/sell`: who bought it, both optional (the message then greets nobody by name). */
export const redeemableSellBody = z.strictObject({
  buyer_name: z.string({ error: 'El nombre del comprador debe ser texto' }).trim().max(150, 'El nombre del comprador admite máximo 150 caracteres').optional().nullable(),
  buyer_phone: z.string({ error: 'El celular del comprador debe ser texto' }).trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && v.length >= PHONE_MIN_LENGTH && v.length <= PHONE_MAX_LENGTH),
      `El celular del comprador debe tener entre ${PHONE_MIN_LENGTH} y ${PHONE_MAX_LENGTH} dígitos`)
    .optional().nullable(),
});

/** `POST /api/v1/redeemable-balance/redeem`. */
export const redeemBody = z.strictObject({
  code: z.string({ error: 'Escribe el código' }).trim().min(1, 'Escribe el código').max(60, 'El código admite máximo 60 caracteres'),
});

/** `POST .../redeemable-balance/sellers/{id}/payment`: what the seller paid the company, in cents. */
export const vendorPaymentBody = z.strictObject({
  amount: money('El valor del pago', 100, 100_000_000_000),
  note: z.string({ error: 'La nota debe ser texto' }).trim().max(500, 'La nota admite máximo 500 caracteres').optional().nullable(),
});

/** `POST .../redeemable-balance/batch-export`: a batch's codes as a spreadsheet (full codes only to their holder). */
export const redeemableBatchExportBody = z.strictObject({ batch: batchNumber() });
