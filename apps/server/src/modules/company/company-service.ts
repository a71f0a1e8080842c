import { inTransaction, type Db } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { updateCompany } from './company-repository.ts';

// the session's company carries no balance (see SessionCompany): a balance is never a change of this page
const COMPANY_LOG_IGNORES = ['updated_at', 'created_at', 'balance'];
const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

/** The company page (spec §2 config/company): the acting company's name and logo. */
export function companyService(db: Db) {
  async function change(auth: AuthContext, values: { name?: string; logo?: string }, text: string) {
    return inTransaction(db, async (tx) => {
      const after = await updateCompany(tx, auth.tenant.id, values);
      await writeLog(tx, { companyId: auth.tenant.id, objectType: 'company', objectId: auth.tenant.id, actor: auth.actor, text, changes: diffChanges(auth.tenant, after, COMPANY_LOG_IGNORES) });
      return after;
    });
  }
  return {
    get: (auth: AuthContext) => ({ id: auth.tenant.id, name: auth.tenant.name, logo: auth.tenant.logo }),
    rename: (auth: AuthContext, name: string) => change(auth, { name }, 'Nombre de la empresa actualizado'),
    async setLogo(auth: AuthContext, base64: string) {
      if (!IMAGE_DATA_URL.test(base64)) throw unprocessable('El archivo debe ser una imagen.', { base64: 'Solo se permiten imágenes' });
      if (base64.length > 3_000_000) throw unprocessable('La imagen es demasiado grande.', { base64: 'Máximo 2 MB' });
      return (await change(auth, { logo: base64 }, 'Logo de la empresa actualizado')).logo;
    },
  };
}
