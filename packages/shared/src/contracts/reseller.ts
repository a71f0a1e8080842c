import { z } from 'zod';
import { FAULT_DESCRIPTION_MAX, FAULT_DESCRIPTION_MIN } from '../faults/fault-report.ts';
import { recordId, recordIdText } from '../validation/index.ts';
import { answer, isoTime } from './answer-envelope.ts';
import { unitCredentialFields, wholeAccountProfiles } from './sales-units.ts';

/** Most units one reseller order takes (the purchase's own limit). */
export const RESELLER_MAX_QUANTITY = 100;

const reference = z.string({ error: 'La referencia debe ser texto' }).trim().min(1, 'La referencia no puede estar vacía')
  .max(100, 'La referencia admite máximo 100 caracteres');

export const resellerOrderBody = z.strictObject({
  type_digital_account_id: recordId('El producto'),
  quantity: z.number({ error: 'La cantidad es obligatoria' }).int('La cantidad debe ser un número entero')
    .min(1, 'La cantidad debe ser al menos 1').max(RESELLER_MAX_QUANTITY, `La cantidad máxima es ${RESELLER_MAX_QUANTITY}`),
  /** The reseller's own reference (unique among its orders): its order can be read back by it. */
  reference: reference.optional(),
}).meta({ example: { type_digital_account_id: 12, quantity: 1, reference: 'pedido-8841' } });
export type ResellerOrderInput = z.infer<typeof resellerOrderBody>;

export const resellerReferenceParams = z.object({ reference });
export const resellerUnitParams = z.object({ profile_id: recordIdText('El perfil') });

export const resellerFaultBody = z.strictObject({
  profile_id: recordId('El perfil'),
  description: z.string({ error: 'Describe la falla' }).trim()
    .min(FAULT_DESCRIPTION_MIN, `Describe la falla con al menos ${FAULT_DESCRIPTION_MIN} caracteres`)
    .max(FAULT_DESCRIPTION_MAX, `La descripción admite máximo ${FAULT_DESCRIPTION_MAX} caracteres`),
}).meta({ example: { profile_id: 3051, description: 'La contraseña no funciona desde esta mañana.' } });

/** Money is integer cents of the company's currency (COP), as everywhere in the API. */
const cents = z.number().int().meta({ description: 'Centavos (COP)', example: 1_500_000 });

export const resellerProduct = z.object({
  type_digital_account_id: z.number(),
  name: z.string(),
  service: z.string().nullable(),
  sale_mode: z.string().nullable(),
  duration_days: z.number().nullable(),
  price: cents.meta({ description: 'Lo que paga quien llama por unidad, en centavos' }),
  available: z.number().int().meta({ description: 'Unidades que se pueden comprar ahora' }),
});
export const resellerProductsAnswer = answer({ items: z.array(resellerProduct), currency: z.literal('COP') });

export const resellerBalanceAnswer = answer({
  balance: cents, credit_limit: cents,
  available: cents.meta({ description: 'Saldo más cupo de crédito: lo que se puede gastar ahora' }),
  currency: z.literal('COP'),
});

export const deliveredUnit = z.object({ ...unitCredentialFields, profiles: wholeAccountProfiles.optional() });

export const resellerOrder = z.object({
  id: z.number(),
  number: z.number().nullable(),
  status: z.string(),
  type_digital_account_id: z.number().nullable(),
  product_name: z.string().nullable(),
  quantity: z.number().nullable(),
  unit_price: cents.nullable(),
  total: cents.nullable(),
  reference: z.string().nullable(),
  created_at: isoTime.nullable(),
});
export type ResellerOrder = z.infer<typeof resellerOrder>;

export const resellerOrderAnswer = answer({ order: resellerOrder, items: z.array(deliveredUnit) });

/**
 * A unit's renewal as the reseller API answers it. Inside the company's notice window it is renewed and charged at
 * once (`renewed`, HTTP 200); before it, the early request waits for the company's approval (`to_be_approved`,
 * HTTP 202) and nothing is charged until staff approve it: then it is charged and `renewal.done` is sent.
 */
const resellerRenewal = z.object({
  ticket_id: z.number(),
  profile_id: z.number(),
  status: z.enum(['renewed', 'to_be_approved']).meta({
    description: '`renewed`: renovada y cobrada. `to_be_approved`: solicitud anticipada que espera la aprobación de la empresa; no se cobró nada',
  }),
  charged: z.boolean().meta({ description: 'Si se cobró la renovación del saldo en esta llamada' }),
  renewal_limit_date: z.string().nullable().meta({ description: 'Fecha de vencimiento de la unidad antes de renovarla (AAAA-MM-DD)' }),
  renewed_until: z.string().nullable().meta({ description: 'Nueva fecha de vencimiento; null mientras la solicitud espera aprobación' }),
  price: cents.nullable().meta({ description: 'Precio de la renovación en centavos: cobrado, o el que se cobrará al aprobarla' }),
});
export type ResellerRenewal = z.infer<typeof resellerRenewal>;

export const resellerRenewAnswer = answer({ item: resellerRenewal }).meta({
  example: {
    success: true, token: null, msg: 'Renovación realizada: la unidad vence ahora el 25-12-2026.',
    item: { ticket_id: 812, profile_id: 3051, status: 'renewed', charged: true, renewal_limit_date: '2026-11-25', renewed_until: '2026-12-25', price: 1_500_000 },
  },
});
export const resellerRenewPendingAnswer = answer({ item: resellerRenewal }).meta({
  example: {
    success: true, token: null,
    msg: 'Renovación anticipada solicitada: la unidad vence el 25-11-2026, fuera del plazo de aviso, así que espera la aprobación de la empresa y no se cobró nada. Al aprobarla se cobrará de tu saldo y recibirás el evento renewal.done.',
    item: { ticket_id: 813, profile_id: 3052, status: 'to_be_approved', charged: false, renewal_limit_date: '2026-11-25', renewed_until: null, price: 1_500_000 },
  },
});
export const resellerFaultAnswer = answer({ item: z.object({ id: z.number(), status: z.string().nullable(), profile_id: z.number().nullable() }) });
