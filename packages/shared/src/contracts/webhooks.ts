import { z } from 'zod';
import { answer, isoTime } from './answer-envelope.ts';

/** What a webhook may listen to; `webhook.test` is only sent by the test call. */
export const WEBHOOK_EVENTS = ['order.delivered', 'renewal.due', 'renewal.done', 'fault.resolved', 'topup.approved'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.delivered': 'Pedido entregado',
  'renewal.due': 'Renovación por vencer',
  'renewal.done': 'Renovación realizada',
  'fault.resolved': 'Falla resuelta',
  'topup.approved': 'Recarga aprobada',
};

/** The most live webhooks one user keeps. */
export const MAX_WEBHOOKS = 10;

export const createWebhookBody = z.strictObject({
  url: z.string({ error: 'La dirección es obligatoria' }).trim().max(500, 'La dirección admite máximo 500 caracteres')
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
      } catch {
        return false;
      }
    }, 'Escribe una dirección http:// o https:// válida, sin usuario ni contraseña'),
  events: z.array(z.enum(WEBHOOK_EVENTS, { error: 'Evento no válido: usa order.delivered, renewal.due, renewal.done, fault.resolved o topup.approved' }),
    { error: 'Elige los eventos' }).min(1, 'Elige al menos un evento').max(WEBHOOK_EVENTS.length),
}).meta({ example: { url: 'https://mi-tienda.example/webhooks/cuentas', events: ['order.delivered', 'topup.approved'] } });
export type CreateWebhookInput = z.infer<typeof createWebhookBody>;

export const webhookItem = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  created_at: isoTime,
});
export type WebhookItem = z.infer<typeof webhookItem>;

export const webhookDeliveryItem = z.object({
  id: z.number(),
  webhook_id: z.number(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  last_status: z.number().nullable(),
  last_answer: z.string().nullable(),
  created_at: isoTime,
  last_attempt_at: isoTime.nullable(),
  delivered_at: isoTime.nullable(),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliveryItem>;

export const createWebhookAnswer = answer({
  item: webhookItem.extend({ secret: z.string().meta({ description: 'Secreto de la firma: se muestra una sola vez.' }) }),
});
export const webhookListAnswer = answer({ items: z.array(webhookItem) });
export const webhookDeleteAnswer = answer({ item: webhookItem });
export const webhookTestAnswer = answer({ item: webhookDeliveryItem });
export const webhookDeliveriesAnswer = answer({ items: z.array(webhookDeliveryItem) });

/* The answers as the web reads them. */
export type CreateWebhookAnswer = z.output<typeof createWebhookAnswer>;
export type WebhookListAnswer = z.output<typeof webhookListAnswer>;
export type WebhookDeleteAnswer = z.output<typeof webhookDeleteAnswer>;
export type WebhookTestAnswer = z.output<typeof webhookTestAnswer>;
export type WebhookDeliveriesAnswer = z.output<typeof webhookDeliveriesAnswer>;
