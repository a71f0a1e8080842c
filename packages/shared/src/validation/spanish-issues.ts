import { z } from 'zod';

/*
 * Every validation message a person can read is Spanish: the product's users read Spanish only. Schemas that name their field give
 * their own message; this map writes the rest, for every zod issue code, so no English default can reach a
 * response or a form. Zod's bundled Spanish locale is not enough: it prints type names and patterns
 * ("se esperaba int", "debe coincidir con el patrón /^…$/"), which a person cannot act on.
 */

type RawIssue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'SÍ o NO (verdadero o falso)',
  array: 'una lista',
  object: 'un objeto con campos',
  record: 'un objeto con campos',
  tuple: 'una lista',
  date: 'una fecha',
  null: 'vacío',
  file: 'un archivo',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'un correo válido',
  url: 'un enlace válido',
  datetime: 'una fecha y hora válida',
  date: 'una fecha válida (AAAA-MM-DD)',
  time: 'una hora válida',
  uuid: 'un identificador válido',
  base64: 'un texto en base64 válido',
  json_string: 'un texto JSON válido',
};

const isNumberOrigin = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

function sizeUnit(origin: string): string | null {
  if (origin === 'string') return 'caracteres';
  if (origin === 'array' || origin === 'set') return 'elementos';
  if (origin === 'file') return 'bytes';
  return null;
}

const shown = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));

/** The Spanish sentence for one zod issue (no field name: the answer's `errors` says which field it is). */
export function spanishIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Este campo es obligatorio';
      return `Debe ser ${TYPE_NAMES[issue.expected] ?? 'un valor de otro tipo'}`;
    }
    case 'too_big': {
      const origin = String(issue.origin);
      const unit = sizeUnit(origin);
      const max = issue.maximum.toString();
      if (unit) return issue.exact ? `Debe tener exactamente ${max} ${unit}` : `Admite máximo ${max} ${unit}`;
      if (origin === 'date') return 'La fecha es posterior a la permitida';
      return issue.inclusive === false ? `Debe ser menor que ${max}` : `Debe ser menor o igual a ${max}`;
    }
    case 'too_small': {
      const origin = String(issue.origin);
      const unit = sizeUnit(origin);
      const min = issue.minimum.toString();
      if (origin === 'string' && min === '1' && !issue.exact) return 'Este campo es obligatorio';
      if (unit) return issue.exact ? `Debe tener exactamente ${min} ${unit}` : `Debe tener al menos ${min} ${unit}`;
      if (origin === 'date') return 'La fecha es anterior a la permitida';
      if (isNumberOrigin(origin) || !origin) return issue.inclusive === false ? `Debe ser mayor que ${min}` : `Debe ser mayor o igual a ${min}`;
      return 'El valor es demasiado pequeño';
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with') return `Debe empezar por "${(issue as { prefix?: string }).prefix ?? ''}"`;
      if (issue.format === 'ends_with') return `Debe terminar en "${(issue as { suffix?: string }).suffix ?? ''}"`;
      if (issue.format === 'includes') return `Debe incluir "${(issue as { includes?: string }).includes ?? ''}"`;
      const name = FORMAT_NAMES[issue.format];
      return name ? `Debe ser ${name}` : 'El formato no es válido';
    }
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return issue.keys.length > 1 ? `Campos no permitidos: ${issue.keys.join(', ')}` : `Campo no permitido: ${issue.keys[0] ?? ''}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Debe ser ${shown(issue.values[0])}`
        : `Debe ser una de estas opciones: ${issue.values.map(shown).join(', ')}`;
    case 'invalid_key':
      return 'Contiene un nombre de campo no válido';
    case 'invalid_element':
      return 'Contiene un elemento no válido';
    case 'invalid_union':
    case 'custom':
    default:
      return 'El valor no es válido';
  }
}

/**
 * Installed once for the whole process (server) or bundle (web) by importing @app/shared: the lowest-priority
 * map, so every message a schema writes itself still wins.
 */
z.config({ localeError: (issue) => spanishIssueMessage(issue) });
