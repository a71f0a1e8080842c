import { z } from 'zod';

/**
 * `POST /api/v2`: the SMM-panel "API v2" form that panel client libraries send unchanged (form-encoded or JSON):
 * `key` (an API key) and `action`, plus the action's fields. Values arrive as text from a form.
 */
export const SMM_ACTIONS = ['services', 'add', 'status', 'balance', 'refill', 'cancel'] as const;
export type SmmAction = (typeof SMM_ACTIONS)[number];

const field = z.union([z.string(), z.number()]).optional();

export const smmV2Body = z.looseObject({
  key: z.string().optional().meta({ description: 'Clave de API (o cabecera X-Api-Key)', example: 'cdk_3f9a1c2b_…' }),
  action: z.string().optional().meta({ description: SMM_ACTIONS.join(' | '), example: 'services' }),
  service: field.meta({ description: 'add: id del producto' }),
  link: field.meta({ description: 'add: contacto o referencia del comprador' }),
  quantity: field.meta({ description: 'add: unidades' }),
  order: field.meta({ description: 'status, refill: id del pedido' }),
  orders: field.meta({ description: 'status, cancel: ids separados por comas (máximo 100)' }),
}).meta({ example: { key: 'cdk_3f9a1c2b_…', action: 'add', service: 12, link: 'cliente@correo.co', quantity: 1 } });

/** Pending | In progress | Completed | Partial | Canceled, as panels name an order's state. */
export const SMM_STATUSES = ['Pending', 'In progress', 'Completed', 'Partial', 'Canceled'] as const;

export const smmService = z.object({
  service: z.number(), name: z.string(), type: z.string(), category: z.string(),
  rate: z.string().meta({ description: 'Precio por unidad para quien llama, en la moneda de la empresa', example: '15000.00' }),
  min: z.string(), max: z.string(), refill: z.boolean(), cancel: z.boolean(),
});
export const smmStatus = z.looseObject({
  charge: z.string(), start_count: z.string(), status: z.enum(SMM_STATUSES), remains: z.string(), currency: z.string(),
  units: z.array(z.unknown()).meta({ description: 'Unidades entregadas con sus credenciales' }),
});
export const smmError = z.object({ error: z.string().meta({ example: 'La clave de API no es válida o fue revocada.' }) });

/** Every answer of /api/v2 (the action decides which one). */
export const smmV2Answer = z.union([
  z.array(smmService),
  z.array(z.looseObject({ order: z.number(), cancel: z.unknown() })),
  z.looseObject({ order: z.number() }),
  z.looseObject({ refill: z.number() }),
  z.looseObject({ balance: z.string(), currency: z.string() }),
  smmStatus,
  smmError,
  z.record(z.string(), z.union([smmStatus, smmError])),
]);
