import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { findUserByUsername } from '../modules/users/index.ts';
import { hashOf } from '../modules/api-keys/index.ts';

/** The demo key of `distribuidor` (README "Integraciones" uses it in its curl examples). Demo data only. */
export const DEMO_API_KEY = 'cdk_00de0001_DemoDistribuidorClaveDeApi2026-Cuentas00001';
/** The demo webhook's signing secret (README "Verificar la firma"). */
export const DEMO_WEBHOOK_SECRET = 'whsec_demo_distribuidor_firma_2026';

/**
 * `distribuidor`'s integrations: a key with every scope, used once, and a webhook on every event with two
 * deliveries in its log (one delivered, one that its receiver kept refusing). The receiver's address is a
 * reserved example domain: nothing is sent from the demo (the deliveries are already settled).
 */
export async function seedIntegrations(tx: Tx): Promise<void> {
  const dist = await findUserByUsername(tx, 'distribuidor');
  if (!dist) return;
  await tx.execute(sql`INSERT INTO api_key (company_id, user_id, name, prefix, secret_hash, scopes, created_by, created_at, last_used_at)
    VALUES (${dist.company_id}, ${dist.id}, 'Tienda en línea', ${DEMO_API_KEY.slice(0, 12)}, ${hashOf(DEMO_API_KEY)},
            ARRAY['catalog:read', 'balance:read', 'orders:write', 'orders:read'], ${dist.id}, now() - interval '20 days', now() - interval '2 hours')`);
  const hook = (await tx.execute(sql`INSERT INTO webhook (company_id, user_id, url, events, secret, created_at)
    VALUES (${dist.company_id}, ${dist.id}, 'https://tienda-distribuidor.example/webhooks/cuentas',
            ARRAY['order.delivered', 'renewal.due', 'renewal.done', 'fault.resolved', 'topup.approved'], ${DEMO_WEBHOOK_SECRET}, now() - interval '20 days')
    RETURNING id`)).rows[0] as { id: number };
  await tx.execute(sql`INSERT INTO webhook_delivery (company_id, webhook_id, event, payload, status, attempts, last_status, last_answer,
      created_at, last_attempt_at, delivered_at, queued_at)
    VALUES (${dist.company_id}, ${hook.id}, 'webhook.test', '{"message": "Entrega de prueba: tu receptor está configurado."}', 'delivered', 1, 200, 'ok',
            now() - interval '20 days', now() - interval '20 days', now() - interval '20 days', now() - interval '20 days'),
           (${dist.company_id}, ${hook.id}, 'topup.approved', '{"amount": 5000000}', 'failed', 14, 503, 'Servicio no disponible',
            now() - interval '3 days', now() - interval '2 days', NULL, now() - interval '3 days')`);
}
