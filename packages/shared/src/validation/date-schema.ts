import { z } from 'zod';
import { parseDateInput } from './date-input.ts';

/** YYYY-MM-DD naming a real calendar day (PostgreSQL refuses 2024-02-31 with an error, not a validation answer). */
export const isoDate = (label: string) => z.string({ error: `${label} debe ser una fecha` })
  .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} debe tener el formato AAAA-MM-DD`)
  .refine((v) => parseDateInput(v) === v, `${label} no es una fecha real`);

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** An ISO 8601 date or date-time (what the web sends): Date.parse alone also takes "1" or "May 5", which PostgreSQL refuses. */
export const isoDateTime = (label: string) => z.string({ error: `${label} debe ser una fecha` })
  .refine((v) => {
    const m = ISO_DATE_TIME.exec(v);
    return !!m && parseDateInput(m[1]) === m[1] && !Number.isNaN(Date.parse(v));
  }, `${label} debe ser una fecha válida`);
