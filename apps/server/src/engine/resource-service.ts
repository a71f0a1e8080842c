import { editableFields, type ResourceDef } from '@app/shared';
import { inTransaction, type Db } from '../db/client.ts';
import { diffChanges, writeLog } from '../lib/audit.ts';
import { badRequest, conflict, isUniqueViolation, notFound, unprocessable } from '../lib/errors.ts';
import type { AuthContext } from '../plugins/auth.ts';
import type { ListParams } from './list-query.ts';
import { pagination } from './list-query.ts';
import type { ResourceRepository, Row, RowScope } from './resource-repository.ts';

const MAX_IMAGE_CHARS = 3_000_000;

export const rowScope = (auth: AuthContext): RowScope => ({
  companyId: auth.tenant.id,
  subtreePath: auth.seesWholeCompany ? null : auth.user.path,
});

const isForeignKeyViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23503' || (err as { cause?: { code?: string } })?.cause?.code === '23503';

/** Generic create/read/update/delete of a plain resource, each write logged in the same transaction. */
export function resourceService(def: ResourceDef, repo: ResourceRepository, db: Db) {
  const label = def.label.one;

  const derived = (values: Record<string, unknown>) => (def.derive ? { ...values, ...def.derive(values) } : values);

  async function mustGet(auth: AuthContext, id: number, tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0] = db, lock = false) {
    const row = await repo.get(tx, rowScope(auth), id, lock);
    if (!row) throw notFound(`${label}: el registro ${id} no existe.`);
    return row;
  }

  function withDefaults(values: Record<string, unknown>) {
    const out = { ...values };
    for (const f of editableFields(def, 'create')) {
      if (out[f.name] === undefined && f.defaultValue !== undefined) out[f.name] = f.defaultValue;
    }
    return out;
  }

  const translateWriteError = (err: unknown): never => {
    if (isUniqueViolation(err)) throw conflict(`${label}: ya existe un registro con esos datos.`);
    if (isForeignKeyViolation(err)) throw conflict(`${label}: no se puede eliminar o guardar porque está relacionado con otros registros.`);
    throw err;
  };

  return {
    def,
    list: async (auth: AuthContext, params: ListParams) => repo.list(db, rowScope(auth), params, pagination(params._paginate)),

    get: (auth: AuthContext, id: number) => mustGet(auth, id),

    search: async (auth: AuthContext, name: string | undefined, data: Record<string, unknown>) =>
      repo.search(db, rowScope(auth), name, data, 50),

    iterate: (auth: AuthContext, params: ListParams) => repo.iterate(db, rowScope(auth), params),

    async create(auth: AuthContext, input: Record<string, unknown>): Promise<Row> {
      const values = derived(withDefaults(input));
      if (def.scope === 'company') values.company_id = auth.tenant.id;
      if (def.ownerField && (values[def.ownerField] === undefined || !auth.seesWholeCompany)) values[def.ownerField] = auth.user.id;
      values.created_by = auth.user.id;
      return inTransaction(db, async (tx) => {
        const row = await repo.insert(tx, values).catch(translateWriteError);
        await writeLog(tx, {
          companyId: auth.tenant.id, objectType: def.name, objectId: row.id, actor: auth.actor,
          text: `${label} creado`, changes: diffChanges(null, row),
        });
        return row;
      });
    },

    async update(auth: AuthContext, id: number, patch: Record<string, unknown>, text = `${label} actualizado`): Promise<Row> {
      return inTransaction(db, async (tx) => {
        const before = await mustGet(auth, id, tx, true);
        const values = def.derive ? { ...patch, ...def.derive({ ...before, ...patch }) } : patch;
        const row = await repo.update(tx, id, values).catch(translateWriteError);
        const changes = diffChanges(before, row);
        await writeLog(tx, { companyId: auth.tenant.id, objectType: def.name, objectId: id, actor: auth.actor, text, changes });
        return row;
      });
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const before = await mustGet(auth, id, tx, true);
        await repo.remove(tx, id).catch(translateWriteError);
        await writeLog(tx, {
          companyId: auth.tenant.id, objectType: def.name, objectId: id, actor: auth.actor,
          text: `${label} eliminado`, changes: diffChanges(before, null),
        });
      });
    },

    /** Stores an uploaded image (data URL) in one of the resource's image fields. */
    async setImage(auth: AuthContext, id: number, base64: string, fieldName?: string): Promise<string> {
      await mustGet(auth, id);
      const imageFields = def.fields.filter((f) => f.kind === 'image');
      const field = fieldName ? imageFields.find((f) => f.name === fieldName) : imageFields[0];
      if (!field) throw badRequest(`${label} no tiene un campo de imagen${fieldName ? ` llamado ${fieldName}` : ''}.`);
      if (!/^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/.test(base64)) {
        throw unprocessable('El archivo debe ser una imagen.', { base64: 'Solo se permiten imágenes (JPEG, PNG, WEBP o GIF)' });
      }
      if (base64.length > MAX_IMAGE_CHARS) throw unprocessable('La imagen es demasiado grande.', { base64: 'Máximo 2 MB' });
      const row = await this.update(auth, id, { [field.name]: base64 }, `${field.label} actualizada`);
      return row[field.name] as string;
    },
  };
}

export type ResourceService = ReturnType<typeof resourceService>;
