import { RESOURCES } from '@app/shared';

/*
 * PostgreSQL's refusals of bad data, as Spanish answers naming the field: the safety net under the route
 * schemas (which refuse such input first, with the field's own message). A not-null, foreign-key or check
 * violation, or a value the column cannot hold, is input the request should not have sent (422); a unique
 * violation, or removing a row others still point to, is a conflict with what is stored (409). Never PostgreSQL's
 * own English text: it names tables and may show stored values.
 */

interface PgError {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  detail?: string;
}

export interface DatabaseAnswer {
  status: 409 | 422;
  msg: string;
  errors: Record<string, string>;
}

/** The error PostgreSQL raised, whether thrown as is (pg) or wrapped by drizzle (its `cause`). */
function pgErrorOf(err: unknown): PgError | null {
  for (let e = err as (PgError & { cause?: unknown }) | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^2[23][0-9A-Z]{3}$/.test(e.code)) return e;
  }
  return null;
}

const labels = new Map<string, string>();
for (const def of RESOURCES) for (const f of def.fields) labels.set(`${def.table}.${f.name}`, f.label);

/** How a person knows a column: the field label of the resource stored in that table, else its API name. */
const labelOf = (table: string | undefined, column: string) => labels.get(`${table}.${column}`) ?? column;

/**
 * The column a constraint's detail names: `Key (company_id, code)=(4, FZ) already exists.` → code (a per-company
 * unique key names the tenant too, which is not what the person typed).
 */
function detailColumn(detail: string | undefined): string {
  const named = detail?.match(/^Key \((.+?)\)=\(/)?.[1];
  // an expression index names its column inside a call: `lower(username)`
  const columns = named ? named.split(',').map((c) => c.trim().replace(/^\w+\((.+)\)$/, '$1').replace(/^"|"$/g, '')) : [];
  return columns.filter((c) => c !== 'company_id')[0] ?? columns[0] ?? '_';
}

/** A check constraint PostgreSQL named after its column (`<table>_<column>_check`), else the constraint itself. */
function checkColumn(e: PgError): string {
  const name = e.constraint ?? '';
  const prefix = `${e.table}_`;
  return name.startsWith(prefix) && name.endsWith('_check') ? name.slice(prefix.length, -'_check'.length) : name || '_';
}

const VALUE_ERRORS: Record<string, string> = {
  '22001': 'es demasiado largo',
  '22003': 'está fuera de rango',
  '22P02': 'no tiene el formato esperado',
  '22007': 'no es una fecha válida',
  '22008': 'no es una fecha válida',
};

/** The answer to a database refusal, or null when `err` is not one (it stays a 500, logged). */
export function databaseAnswer(err: unknown): DatabaseAnswer | null {
  const e = pgErrorOf(err);
  if (!e) return null;
  switch (e.code) {
    case '23502': {
      const column = e.column ?? '_';
      const label = labelOf(e.table, column);
      return { status: 422, msg: `${label} es obligatorio.`, errors: { [column]: `${label} es obligatorio` } };
    }
    case '23505': {
      const column = detailColumn(e.detail);
      const label = labelOf(e.table, column);
      return { status: 409, msg: `Ya existe un registro con ese valor de ${label}.`, errors: { [column]: `Ya existe un registro con ese valor de ${label}` } };
    }
    case '23503': {
      const column = detailColumn(e.detail);
      if (/still referenced/.test(e.detail ?? '')) {
        return { status: 409, msg: 'No se puede eliminar o cambiar porque está relacionado con otros registros.', errors: { _: 'Relacionado con otros registros' } };
      }
      const label = labelOf(e.table, column);
      return { status: 422, msg: `${label}: el registro indicado no existe.`, errors: { [column]: `${label}: el registro indicado no existe` } };
    }
    case '23514': {
      const column = checkColumn(e);
      const label = labelOf(e.table, column);
      return { status: 422, msg: `El valor de ${label} no es válido.`, errors: { [column]: `El valor de ${label} no es válido` } };
    }
    default: {
      const problem = e.code ? VALUE_ERRORS[e.code] : undefined;
      if (!problem) return null;
      const column = e.column ?? '_';
      return { status: 422, msg: `Un valor enviado ${problem}.`, errors: { [column]: `El valor ${problem}` } };
    }
  }
}
