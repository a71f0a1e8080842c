import { MAX_API_KEYS, type ApiKeyItem, type CreateApiKeyInput } from '@app/shared/contracts/api-keys';
import { inTransaction, type Db } from '../../db/client.ts';
import { writeLog } from '../../lib/audit.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { countLiveKeys, findApiKey, insertApiKey, listApiKeys, revokeApiKey, userOfCompany } from './api-key-repository.ts';
import { newKeySecret } from './api-key-secret.ts';

/**
 * A key is managed by its owner, from its web session (a key never manages keys), or by staff of the company
 * who may edit users. Anyone else's key reads as missing.
 */
async function ownerFor(db: Db, auth: AuthContext, userId?: number): Promise<number> {
  if (auth.apiKey) throw forbidden('Las claves de API se administran desde la sesión web, no con una clave.');
  const id = userId ?? auth.user.id;
  if (id === auth.user.id && auth.user.company_id === auth.tenant.id) return id;
  if (!auth.seesWholeCompany || !auth.can('user.update')) throw forbidden('Solo puedes administrar tus propias claves de API.');
  if (!(await userOfCompany(db, auth.tenant.id, id))) throw notFound('El usuario no existe.');
  return id;
}

export function apiKeyService(db: Db) {
  return {
    async create(auth: AuthContext, input: CreateApiKeyInput): Promise<{ key: ApiKeyItem; secret: string }> {
      const owner = await ownerFor(db, auth, input.user_id);
      const { secret, prefix, hash } = newKeySecret();
      const key = await inTransaction(db, async (tx) => {
        if ((await countLiveKeys(tx, auth.tenant.id, owner)) >= MAX_API_KEYS) {
          throw new AppError(409, `Ya tienes ${MAX_API_KEYS} claves activas: revoca una antes de crear otra.`, undefined, 'API_KEY_LIMIT');
        }
        const row = await insertApiKey(tx, {
          company_id: auth.tenant.id, user_id: owner, name: input.name, prefix, secret_hash: hash,
          scopes: [...new Set(input.scopes)], allowed_ips: input.allowed_ips?.length ? input.allowed_ips : null, created_by: auth.user.id,
        });
        await writeLog(tx, { companyId: auth.tenant.id, objectType: 'api-key', objectId: row.id, actor: auth.actor, text: `Clave de API creada: ${row.name} (${row.prefix})`, changes: {} });
        return row;
      });
      return { key, secret };
    },

    async list(auth: AuthContext, userId?: number) {
      return listApiKeys(db, auth.tenant.id, await ownerFor(db, auth, userId));
    },

    async revoke(auth: AuthContext, id: number) {
      const found = await findApiKey(db, auth.tenant.id, id);
      if (!found) throw notFound(`Clave de API: el registro ${id} no existe.`);
      try {
        await ownerFor(db, auth, found.user_id);
      } catch {
        throw notFound(`Clave de API: el registro ${id} no existe.`);
      }
      return inTransaction(db, async (tx) => {
        const row = await revokeApiKey(tx, id);
        await writeLog(tx, { companyId: auth.tenant.id, objectType: 'api-key', objectId: id, actor: auth.actor, text: `Clave de API revocada: ${row.name} (${row.prefix})`, changes: {} });
        return row;
      });
    },
  };
}

export type ApiKeyService = ReturnType<typeof apiKeyService>;
