import { CONFIG_DEFAULTS, configurationValue, SECRET_CONFIGURATION } from '@app/shared';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { globalEntries, insertEntry, updateEntryValue } from './settings-repository.ts';

export type ConfigurationValues = Record<string, string | number | boolean | null>;

export async function seedCompanySettings(tx: Tx, companyId: number) {
  for (const entry of CONFIG_DEFAULTS) await insertEntry(tx, companyId, entry);
}

/**
 * Typed values by key, with the defaults for any entry a company lacks. Credentials (SECRET_CONFIGURATION) are left
 * out: these values travel to every signed-in user; read a credential with configurationSecret.
 */
export async function configurationValues(db: Tx, companyId: number): Promise<ConfigurationValues> {
  const values: ConfigurationValues = {};
  for (const d of CONFIG_DEFAULTS) values[d.name] = configurationValue(d.type_field, d.value_conf);
  for (const row of await globalEntries(db, companyId)) values[row.key] = configurationValue(row.type_field, row.value_conf);
  for (const secret of SECRET_CONFIGURATION) delete values[secret];
  return values;
}

/** One credential of the company's configuration (e.g. its Telegram bot token); null when unset. */
export async function configurationSecret(db: Tx, companyId: number, name: string): Promise<string | null> {
  const row = (await globalEntries(db, companyId)).find((r) => r.key === name);
  return row?.value_conf?.trim() || null;
}

function toStored(type: string, label: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'check') {
    if (typeof value !== 'boolean') throw unprocessable(`${label} debe ser SÍ o NO.`, { [label]: 'Debe ser SÍ o NO' });
    return String(value);
  }
  if (type === 'number' || type === 'money') {
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0 || (type === 'money' && !Number.isInteger(n))) {
      throw unprocessable(`${label} debe ser un número válido.`, { [label]: 'Número no válido' });
    }
    return String(n);
  }
  return String(value).slice(0, 2000);
}

export function settingsService(db: Db) {
  return {
    async list(auth: AuthContext) {
      return (await globalEntries(db, auth.tenant.id)).map((r) => ({
        id: r.id, name: r.name, label: r.label ?? r.name, type_field: r.type_field, value_conf: configurationValue(r.type_field, r.value_conf),
      }));
    },
    async update(auth: AuthContext, values: Record<string, unknown>) {
      return inTransaction(db, async (tx) => {
        const entries = await globalEntries(tx, auth.tenant.id);
        const unknown = Object.keys(values).filter((k) => !entries.some((e) => e.name === k));
        if (unknown.length) {
          throw unprocessable('Existen campos con errores.', Object.fromEntries(unknown.map((k) => [k, 'Configuración desconocida'])));
        }
        const stored = entries.filter((e) => e.name in values)
          .map((e) => ({ e, value: toStored(e.type_field, e.label ?? e.name, values[e.name]) }));
        for (const { e, value } of stored) {
          if (value === e.value_conf) continue;
          await updateEntryValue(tx, e.id, value);
          await writeLog(tx, {
            companyId: auth.tenant.id, objectType: 'configuration', objectId: e.id, actor: auth.actor,
            text: `Configuración "${e.label ?? e.name}" actualizada`, changes: diffChanges({ value_conf: e.value_conf }, { value_conf: value }),
          });
        }
        return configurationValues(tx, auth.tenant.id);
      });
    },
  };
}
