import { editableFields, SECRET_MASK, type ResourceDef } from '@app/shared';
import { inTransaction, type Db, type Tx } from '../db/client.ts';
import { diffChanges, writeLog } from '../lib/audit.ts';
import { badRequest, conflict, isUniqueViolation, notFound, unprocessable } from '../lib/errors.ts';
import type { AuthContext } from '../plugins/auth.ts';
import type { ListParams } from './list-query.ts';
import { pagination } from './list-query.ts';
import type { ResourceHooks } from './resource-hooks.ts';
import type { ResourceRepository } from './resource-repository.ts';
import type { Row, RowScope } from './resource-types.ts';

const MAX_IMAGE_CHARS = 3_000_000;

export const rowScope = (auth: AuthContext): RowScope => ({
  companyId: auth.tenant.id,
  subtreePath: auth.seesWholeCompany ? null : auth.user.path,
});

/** Masks a row's secret fields unless the caller holds `<resource>.show_observations` (e.g. stock passwords). */
export function maskSecrets<T extends Record<string, unknown>>(def: ResourceDef, auth: AuthContext, row: T): T {
  const secrets = def.fields.filter((f) => f.secret);
  if (!secrets.length || auth.can(`${def.permission}.show_observations` as never)) return row;
  const out: Record<string, unknown> = { ...row };
  for (const f of secrets) if (out[f.name] !== null && out[f.name] !== undefined) out[f.name] = SECRET_MASK;
  return out as T;
}

/**
 * Masks a row's credential fields (a unit's password or PIN) for everyone: they are read one unit at a time through
 * the reveal call, which records the view (DOMAIN.md "Credential views"), never in a list, record or picker answer.
 */
export function maskCredentials<T extends Record<string, unknown>>(def: ResourceDef, row: T): T {
  const fields = def.fields.filter((f) => f.credential);
  if (!fields.length) return row;
  const out: Record<string, unknown> = { ...row };
  for (const f of fields) if (out[f.name] !== null && out[f.name] !== undefined && out[f.name] !== '') out[f.name] = SECRET_MASK;
  return out as T;
}

const isForeignKeyViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23503' || (err as { cause?: { code?: string } })?.cause?.code === '23503';

/** Generic create/read/update/delete of a plain resource, each write logged in the same transaction. */
export function resourceService(
  def: ResourceDef, repo: ResourceRepository, db: Db, hooks: ResourceHooks = {},
  /** Other resources by name, so a reference is checked against what the caller may reach. */
  lookup: (name: string) => ResourceService | undefined = () => undefined,
) {
  const label = def.label.one;

  /** The definition's cross-field rules and every reference, on the record as it would be saved. */
  async function check(tx: Tx, auth: AuthContext, record: Record<string, unknown>, changed: Record<string, unknown>) {
    const errors = def.validate?.(record) ?? {};
    for (const f of def.fields) {
      const target = f.kind === 'reference' && f.reference ? lookup(f.reference) : undefined;
      const id = changed[f.name];
      if (!target || errors[f.name] || typeof id !== 'number') continue;
      // another company's id, or one outside the caller's subtree, reads as missing
      if (!(await target.repo.get(tx, rowScope(auth), id))) errors[f.name] = `${f.label}: el registro ${id} no existe`;
    }
    const fields = Object.keys(errors);
    if (fields.length) throw unprocessable(errors[fields[0]].endsWith('.') ? errors[fields[0]] : `${errors[fields[0]]}.`, errors);
  }

  // restricted columns leave the answer for callers who may not read them, and every log (their owner reads it)
  const restricted = hooks.restricted;
  const unlogged = ['updated_at', 'created_at', 'password_hash', ...(restricted?.columns ?? [])];
  const present = (auth: AuthContext, row: Row): Row => {
    const masked = maskCredentials(def, maskSecrets(def, auth, row));
    if (!restricted || restricted.readers(auth)) return masked;
    const out: Row = { ...masked };
    for (const name of restricted.columns) delete out[name];
    return out;
  };

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
    // server-set fields start at their declared value (e.g. a ticket's state), whatever was sent
    for (const f of def.fields) if (f.readOnly && f.defaultValue !== undefined) out[f.name] = f.defaultValue;
    return out;
  }

  const translateWriteError = (err: unknown): never => {
    if (isUniqueViolation(err)) {
      // a definition's unique field names its index (db/schema/resource-table.ts), so say which value is taken
      const constraint = (err as { constraint?: string }).constraint ?? (err as { cause?: { constraint?: string } }).cause?.constraint;
      const field = def.fields.find((f) => f.unique && constraint === `${def.table}_${f.name}_unique`);
      throw conflict(field ? `${label}: ya existe un registro con ese valor de ${field.label}.` : `${label}: ya existe un registro con esos datos.`);
    }
    if (isForeignKeyViolation(err)) throw conflict(`${label}: no se puede eliminar o guardar porque está relacionado con otros registros.`);
    throw err;
  };

  return {
    def,
    repo,
    list: async (auth: AuthContext, params: ListParams) => {
      const page = await repo.list(db, rowScope(auth), params, pagination(params._paginate));
      return { ...page, items: page.items.map((r) => present(auth, r)) };
    },

    get: async (auth: AuthContext, id: number) => present(auth, await mustGet(auth, id)),

    search: async (auth: AuthContext, name: string | undefined, data: Record<string, unknown>) =>
      (await repo.search(db, rowScope(auth), name, data, 50)).map((r) => present(auth, r)),

    iterate: (auth: AuthContext, params: ListParams) => repo.iterate(db, rowScope(auth), params),

    async create(auth: AuthContext, input: Record<string, unknown>): Promise<Row> {
      const values = derived(withDefaults(input));
      if (def.scope === 'company') values.company_id = auth.tenant.id;
      if (def.ownerField && (values[def.ownerField] === undefined || !auth.seesWholeCompany)) values[def.ownerField] = auth.user.id;
      values.created_by = auth.user.id;
      const row = await inTransaction(db, async (tx) => {
        // references the caller sent are checked; the owner the engine sets is the caller itself
        await check(tx, auth, values, input);
        const checked = (await hooks.beforeCreate?.(tx, auth, { ...values })) ?? values;
        const inserted = await repo.insert(tx, checked).catch(translateWriteError);
        const created = (await hooks.afterCreate?.(tx, auth, inserted)) ?? inserted;
        await writeLog(tx, {
          companyId: auth.tenant.id, objectType: def.name, objectId: created.id, actor: auth.actor,
          text: `${label} creado`, changes: diffChanges(null, created, unlogged),
        });
        return created;
      });
      return restricted ? present(auth, row) : maskCredentials(def, row);
    },

    async update(auth: AuthContext, id: number, patch: Record<string, unknown>, text = `${label} actualizado`): Promise<Row> {
      // a masked secret sent back unchanged by a form is not a new value
      for (const f of def.fields) if ((f.secret || f.credential) && patch[f.name] === SECRET_MASK) delete patch[f.name];
      const row = await inTransaction(db, async (tx) => {
        const before = await mustGet(auth, id, tx, true);
        await check(tx, auth, { ...before, ...patch }, patch);
        const checked = (await hooks.beforeUpdate?.(tx, auth, before, { ...patch })) ?? patch;
        const values = def.derive ? { ...checked, ...def.derive({ ...before, ...checked }) } : checked;
        const updated = await repo.update(tx, id, values).catch(translateWriteError);
        const changes = diffChanges(before, updated, unlogged);
        await writeLog(tx, { companyId: auth.tenant.id, objectType: def.name, objectId: id, actor: auth.actor, text, changes });
        return updated;
      });
      return restricted ? present(auth, row) : maskCredentials(def, row);
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const before = await mustGet(auth, id, tx, true);
        await hooks.beforeRemove?.(tx, auth, before);
        await repo.remove(tx, id).catch(translateWriteError);
        await writeLog(tx, {
          companyId: auth.tenant.id, objectType: def.name, objectId: id, actor: auth.actor,
          text: `${label} eliminado`, changes: diffChanges(before, null, unlogged),
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
