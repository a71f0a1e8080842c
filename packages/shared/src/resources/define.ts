import { z } from 'zod';
import type { Action, PermissionResource } from '../permissions.ts';
import { isoDate, isoDateTime } from '../validation/date-schema.ts';
import { INT4_MAX, recordId, recordIdFilter } from '../validation/record-id.ts';

/**
 * One definition per resource, read by both ends: the server derives its table, validation, routes and export
 * columns from it; the web app derives list columns, filters, forms and action buttons.
 */
export type FieldKind =
  | 'text' | 'textarea' | 'email' | 'phone' | 'password' | 'url'
  | 'number' | 'integer' | 'money'
  | 'date' | 'datetime'
  | 'boolean' | 'select' | 'reference'
  | 'image' | 'video' | 'json';

export interface FieldDef {
  /** Column and API name (snake_case, as the spec names fields). */
  name: string;
  kind: FieldKind;
  /** Spanish label; the i18n catalogue may override it under resources.<name>.fields.<field>. */
  label: string;
  required?: boolean;
  /** Text: max length. Number/money/integer: max value. */
  max?: number;
  /** Text: min length. Number/money/integer: min value. */
  min?: number;
  /** select: allowed values, with Spanish labels. */
  options?: readonly { value: string; label: string }[];
  /** reference: the resource it points to (its search endpoint feeds the picker). */
  reference?: string;
  /** Show as a list column. */
  list?: boolean;
  /** Offer as a list filter (text fields filter by "contains", others by equality). */
  filter?: boolean;
  /** Set by the server only: never accepted on create/update. */
  readOnly?: boolean;
  /** Accepted on create but not changed afterwards. */
  createOnly?: boolean;
  /** Toggle in place from the list (booleans). */
  toggle?: boolean;
  /** Force upper case (spec §5 text scan field). */
  uppercase?: boolean;
  defaultValue?: string | number | boolean | null;
  /** Hidden from list/export for callers lacking this permission action (masked instead). */
  secret?: boolean;
  /**
   * A unit's password or PIN (DOMAIN.md "Credential views"): every answer masks it for everyone (SECRET_MASK), no
   * export writes it, and only `POST /api/v1/credentials/reveal` shows it, recording who saw it.
   */
  credential?: boolean;
  /** No two rows of one company (of the platform, for global resources) may hold the same value: 409. */
  unique?: boolean;
  /**
   * Not stored: the server answers it from SQL over the row (its module's `hooks.columns`, e.g. a ticket's days
   * left, which changes every day), listed, filtered and sorted like a stored field. Always read-only.
   */
  computed?: boolean;
  /**
   * false: a list cannot be ordered by it, because no index can serve that order at a million rows (a name
   * joined from another table, a cached balance rewritten by every sale): the column header does not offer it
   * and the API answers 422 (a sort without an index would scan the whole table).
   */
  sortable?: false;
}

export interface StatusListDef {
  /** Route name, e.g. 'order-draft'. */
  name: string;
  value: string;
  label: string;
  /**
   * Columns this list shows in place of the resource's own (`{ listed field: field shown instead }`), where a
   * state makes another field the one that matters: a renewed ticket is read by its new date, not the old one.
   */
  swapColumns?: Readonly<Record<string, string>>;
}

export interface WorkflowActionDef {
  name: Action;
  label: string;
  /** States from which the action is offered. */
  from: readonly string[];
  /** 'confirm' asks yes/no; 'reason' opens the note dialog (spec §5). */
  ask: 'confirm' | 'reason';
  /** Reason choices for the note dialog ('other' asks for a free note). */
  reasons?: readonly string[];
  /**
   * Something the record must have before the action can succeed, told by a flag the server answers with every
   * row (e.g. a consignment's `has_receipt`). When the flag is false the button stays in sight, disabled, saying
   * `message`, with a link (`fixLabel`) to the record's form where it is fixed. The server refuses it anyway.
   */
  needs?: { flag: string; message: string; fixLabel: string };
  /** Offered only to the record's owner (its `ownerField`), e.g. reopening a ticket is the requester's to do. */
  ownerOnly?: boolean;
}

export interface ResourceDef {
  /** Route and API name as in spec §2 (e.g. 'link-tutorial', 'support_ticket_response_defaul'). */
  name: string;
  /** Database table (snake_case). */
  table: string;
  permission: PermissionResource;
  label: { one: string; many: string };
  /**
   * Grammatical gender of the label, for the sentences built around it ("Crear la primera" persona, "Crear el
   * primero" banco). Masculine when absent.
   */
  gender?: 'm' | 'f';
  fields: readonly FieldDef[];
  defaultOrder: { field: string; direction: 'ASC' | 'DESC' };
  /** Field matched by `POST .../search {name}` and shown in pickers. */
  searchField: string;
  /**
   * The stored column a reference to one of these records shows (a user's name). The server answers it beside
   * every reference id as `<field>_name` (referenceNameKey), so whoever reads the referencing row reads the name
   * too, even without access to these records (a distributor cannot read its parent or the staff). Declared only
   * where that text is not a secret.
   */
  referenceLabel?: string;
  /** 'company' rows carry company_id and are bound to the caller's tenant; 'global' rows are platform-wide. */
  scope: 'company' | 'global';
  /**
   * Field holding the user who owns a row (e.g. 'user_id'). Callers who don't see the whole company (distributors,
   * clients) reach only rows owned by their own subtree, and rows they create are owned by them.
   */
  ownerField?: string;
  /** No create/update/delete through the generic routes (records are written by a domain service). */
  readOnly?: boolean;
  /** Status field and the status-filtered list routes (spec §2). */
  status?: {
    field: string;
    lists: readonly StatusListDef[];
    /**
     * States in which the generic form may still change a record (e.g. a pending consignment); in any other the
     * record opens read-only, since only its workflow actions change it. Absent: any state is editable.
     */
    editableIn?: readonly string[];
  };
  actions?: readonly WorkflowActionDef[];
  /** Pure derivation run on every create/update before saving (e.g. a video link's id). */
  derive?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Pure rules across fields, run on the whole record as it would be saved (create: the input with defaults;
   * update: the stored row merged with the patch). Returns `{ field: Spanish message }`, empty when valid.
   */
  validate?: (values: Record<string, unknown>) => Record<string, string>;
  /**
   * How a record reads as a card where a table does not fit (the engine's lists on a phone): the field that
   * titles it and the list fields beneath it. Absent: see listCard (list-card.ts).
   */
  card?: { title: string; fields: readonly string[] };
}

export const defineResource = <T extends ResourceDef>(def: T): T => def;

/** What a hidden secret shows wherever it is hidden: records, pickers, exports and log changes. */
export const SECRET_MASK = '••••••';

const SYSTEM_FIELDS = new Set(['id', 'company_id', 'created_at', 'updated_at']);

export const editableFields = (def: ResourceDef, mode: 'create' | 'update'): FieldDef[] =>
  def.fields.filter((f) => !f.readOnly && !SYSTEM_FIELDS.has(f.name) && !(mode === 'update' && f.createOnly));

/** zod schema of one field's input value (money arrives as integer cents). */
export function fieldSchema(f: FieldDef): z.ZodType {
  let s: z.ZodType;
  switch (f.kind) {
    case 'number': {
      let n = z.number({ error: `${f.label} debe ser un número` });
      if (f.min !== undefined) n = n.min(f.min, `${f.label} debe ser mayor o igual a ${f.min}`);
      if (f.max !== undefined) n = n.max(f.max, `${f.label} debe ser menor o igual a ${f.max}`);
      s = n;
      break;
    }
    case 'integer':
    case 'money': {
      let n = z.number({ error: `${f.label} debe ser un número entero` }).int(`${f.label} debe ser un número entero`);
      n = n.min(f.min ?? 0, `${f.label} debe ser mayor o igual a ${f.min ?? 0}`);
      // an integer column is int4 (money is bigint, bounded by int() to exact JavaScript integers)
      const max = f.max ?? (f.kind === 'integer' ? INT4_MAX : undefined);
      if (max !== undefined) n = n.max(max, `${f.label} debe ser menor o igual a ${max}`);
      s = n;
      break;
    }
    case 'reference':
      s = recordId(f.label);
      break;
    case 'boolean':
      s = z.boolean({ error: `${f.label} debe ser SÍ o NO` });
      break;
    case 'select': {
      const values = (f.options ?? []).map((o) => o.value);
      s = z.string({ error: `${f.label} no es una opción válida` })
        .refine((v) => values.includes(v), { message: `${f.label} no es una opción válida` });
      break;
    }
    case 'date':
      s = isoDate(f.label);
      break;
    case 'datetime':
      s = isoDateTime(f.label);
      break;
    case 'json':
      s = z.unknown();
      break;
    case 'email':
      s = z.string({ error: `${f.label} debe ser texto` }).email(`${f.label} debe ser un correo válido`);
      break;
    case 'url':
    case 'video':
      s = z.string({ error: `${f.label} debe ser texto` }).url(`${f.label} debe ser un enlace válido`);
      break;
    case 'image':
      // an image travels as a data URL: a required one that is missing says so, not "debe ser texto"
      s = z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${f.label} es obligatorio` : `${f.label} debe ser una imagen`) })
        .min(f.required ? 1 : 0, `${f.label} es obligatorio`).max(f.max ?? 2_000_000, `${f.label} es demasiado grande`);
      break;
    default: {
      let t = z.string({ error: `${f.label} debe ser texto` }).trim();
      const max = f.max ?? (f.kind === 'textarea' ? 2_000_000 : 255);
      t = t.max(max, `${f.label} admite máximo ${max} caracteres`);
      if (f.min !== undefined) t = t.min(f.min, `${f.label} debe tener al menos ${f.min} caracteres`);
      else if (f.required) t = t.min(1, `${f.label} es obligatorio`);
      s = f.uppercase ? t.transform((v) => v.toUpperCase()) : t;
    }
  }
  return s;
}

export interface WriteSchemaOptions {
  /**
   * Fields whose column is NOT NULL: null is refused with the field's own Spanish message (a 422) instead of
   * reaching PostgreSQL. The server reads them from the table; without it, booleans (always NOT NULL in a
   * generated table, db/schema/resource-table.ts).
   */
  notNull?: ReadonlySet<string>;
}

const refusesNull = (f: FieldDef, options: WriteSchemaOptions) =>
  options.notNull ? options.notNull.has(f.name) : f.kind === 'boolean';

/** Create payload: required fields must be present; unknown fields are refused. */
export function createSchema(def: ResourceDef, options: WriteSchemaOptions = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of editableFields(def, 'create')) {
    const s = fieldSchema(f);
    shape[f.name] = f.required ? s : refusesNull(f, options) ? s.optional() : s.nullable().optional();
  }
  return z.strictObject(shape);
}

/** Update payload: every editable field optional; required ones (and NOT NULL ones) cannot be cleared. */
export function updateSchema(def: ResourceDef, options: WriteSchemaOptions = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of editableFields(def, 'update')) {
    const s = fieldSchema(f);
    shape[f.name] = f.required || refusesNull(f, options) ? s.optional() : s.nullable().optional();
  }
  return z.strictObject(shape);
}

/** One filter value of a field, typed as its column so a wrong value answers 422 instead of failing in PostgreSQL. */
function filterValueSchema(f: FieldDef): z.ZodType {
  const digits = (v: unknown) => (typeof v === 'string' && /^-?[0-9]{1,19}$/.test(v.trim()) ? Number(v) : v);
  switch (f.kind) {
    case 'reference':
      return z.preprocess(digits, recordId(f.label));
    case 'integer':
      return z.preprocess(digits, z.number({ error: `${f.label} debe ser un número entero` })
        .int(`${f.label} debe ser un número entero`).min(-INT4_MAX - 1, `${f.label} está fuera de rango`).max(INT4_MAX, `${f.label} está fuera de rango`));
    case 'money':
      return z.preprocess(digits, z.number({ error: `${f.label} debe ser un número entero` }).int(`${f.label} debe ser un número entero`));
    case 'number':
      return z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: `${f.label} debe ser un número` }));
    case 'boolean':
      return z.union([z.boolean(), z.enum(['true', 'false'])], { error: `${f.label} debe ser SÍ o NO` });
    case 'date':
      return isoDate(f.label);
    case 'datetime':
      return isoDateTime(f.label);
    default:
      // text filters match "contains"; a number typed in a search box is read as its text
      return z.union([z.string().max(255, `${f.label} admite máximo 255 caracteres`), z.number()], { error: `${f.label} debe ser texto` });
  }
}

/** List filters: any listed filter field, plus `q` (search field contains), `id` and the date ranges. */
export function filterSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = {
    q: z.string({ error: 'La búsqueda debe ser texto' }).max(255, 'La búsqueda admite máximo 255 caracteres').optional(),
    id: recordIdFilter().optional(),
  };
  for (const f of def.fields) {
    if (!f.filter) continue;
    // '' means "no filter" and null "is empty" (list-query.ts)
    shape[f.name] = z.union([filterValueSchema(f), z.literal(''), z.null()], { error: `El filtro ${f.label} no es válido` }).optional();
    if (f.kind === 'date' || f.kind === 'datetime') {
      shape[`${f.name}_gte`] = isoDateTime(f.label).optional();
      shape[`${f.name}_lte`] = isoDateTime(f.label).optional();
    }
  }
  for (const extra of ['created_at_gte', 'created_at_lte']) shape[extra] = isoDateTime('La fecha de creación').optional();
  return z.strictObject(shape);
}

/** The columns of a resource's list, or of one of its status lists (`listName`, with its swapped columns). */
export function listColumns(def: ResourceDef, listName?: string): FieldDef[] {
  const swap = def.status?.lists.find((l) => l.name === listName)?.swapColumns ?? {};
  return def.fields.filter((f) => f.list).map((f) => (swap[f.name] && def.fields.find((x) => x.name === swap[f.name])) || f);
}
