import { MAX_WEBHOOKS, WEBHOOK_TEST_EVENT, type CreateWebhookInput } from '@app/shared/contracts/webhooks';
import { randomBytes } from 'node:crypto';
import { inTransaction, onCommit, type Db } from '../../db/client.ts';
import { writeLog } from '../../lib/audit.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import {
  deleteWebhook, deliveriesOf, insertDelivery, insertWebhook, liveWebhooks, ownWebhook,
} from './webhook-repository.ts';

/** How many deliveries the log shows, newest first. */
const LOG_ROWS = 50;

const missing = (id: number) => notFound(`Webhook: el registro ${id} no existe.`);

/** Webhooks are the signed-in user's own, managed from its web session (a key never manages them). */
function ownerOf(auth: AuthContext) {
  if (auth.apiKey) throw forbidden('Los webhooks se administran desde la sesión web, no con una clave de API.');
  if (auth.user.company_id !== auth.tenant.id) throw forbidden('Los webhooks se administran desde la propia empresa.');
  return { companyId: auth.tenant.id, userId: auth.user.id };
}

export function webhookService(db: Db, dispatch: (ids: number[]) => void) {
  async function own(auth: AuthContext, id: number) {
    const { companyId, userId } = ownerOf(auth);
    const row = await ownWebhook(db, companyId, userId, id);
    if (!row) throw missing(id);
    return row;
  }

  return {
    async create(auth: AuthContext, input: CreateWebhookInput) {
      const { companyId, userId } = ownerOf(auth);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const row = await inTransaction(db, async (tx) => {
        if ((await liveWebhooks(tx, companyId, userId)).length >= MAX_WEBHOOKS) {
          throw new AppError(409, `Ya tienes ${MAX_WEBHOOKS} webhooks: elimina uno antes de crear otro.`, undefined, 'WEBHOOK_LIMIT');
        }
        const created = await insertWebhook(tx, { company_id: companyId, user_id: userId, url: input.url, events: [...new Set(input.events)], secret });
        await writeLog(tx, { companyId, objectType: 'webhook', objectId: created.id, actor: auth.actor, text: `Webhook creado: ${created.url}` });
        return created;
      });
      return { ...row, secret };
    },

    list(auth: AuthContext) {
      const { companyId, userId } = ownerOf(auth);
      return liveWebhooks(db, companyId, userId);
    },

    async remove(auth: AuthContext, id: number) {
      await own(auth, id);
      return inTransaction(db, async (tx) => {
        const row = await deleteWebhook(tx, id);
        await writeLog(tx, { companyId: auth.tenant.id, objectType: 'webhook', objectId: id, actor: auth.actor, text: `Webhook eliminado: ${row.url}` });
        return row;
      });
    },

    /** A `webhook.test` delivery, sent by the queue like any other (its log row shows how the receiver answered). */
    async test(auth: AuthContext, id: number) {
      const hook = await own(auth, id);
      return inTransaction(db, async (tx) => {
        const row = await insertDelivery(tx, {
          company_id: auth.tenant.id, webhook_id: hook.id, event: WEBHOOK_TEST_EVENT,
          payload: { message: 'Entrega de prueba: tu receptor está configurado.', webhook_id: hook.id },
        });
        onCommit(tx, () => dispatch([Number(row.id)]));
        return { ...row, id: Number(row.id) };
      });
    },

    async deliveries(auth: AuthContext, id: number) {
      await own(auth, id);
      return (await deliveriesOf(db, auth.tenant.id, id, LOG_ROWS)).map((r) => ({ ...r, id: Number(r.id) }));
    },
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
