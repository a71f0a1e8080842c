import { todayBogota } from '../format/dates.ts';
import { validatePhone } from '../validation/phone.ts';

/**
 * Cross-field rules shared by several definitions' `validate`. Each takes the record as it would be saved
 * and answers `{ field: message }` for what is wrong.
 */
export type Rule = (v: Record<string, unknown>) => Record<string, string>;

const filled = (x: unknown) => x !== null && x !== undefined && x !== '';

/** Runs every rule; the first message per field wins (spec §5 shows the first error of each field). */
export const rules = (...list: Rule[]): Rule => (v) => {
  const errors: Record<string, string> = {};
  for (const rule of list) for (const [k, m] of Object.entries(rule(v))) errors[k] ??= m;
  return errors;
};

/** An end date may not come before its start date (YYYY-MM-DD or ISO text compare as the dates they name). */
export const dateOrder = (start: string, end: string, message = 'La fecha de fin debe ser igual o posterior a la de inicio'): Rule =>
  (v) => (filled(v[start]) && filled(v[end]) && String(v[end]) < String(v[start]) ? { [end]: message } : {});

/** Birthdays and similar dates cannot be in the future (spec §5, Bogota time). */
export const notAfterToday = (field: string, message = 'La fecha no puede ser posterior a hoy'): Rule =>
  (v) => (filled(v[field]) && String(v[field]).slice(0, 10) > todayBogota() ? { [field]: message } : {});

/** Phone fields hold digits only, 7 to 10 of them (spec §5 phone input). */
export const phones = (...fields: string[]): Rule => (v) => {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (!filled(v[f])) continue;
    const problem = validatePhone(String(v[f]));
    if (problem) errors[f] = problem;
  }
  return errors;
};

/** Fields that must be filled together (e.g. an object type and its id). */
export const together = (a: string, b: string, message: string): Rule =>
  (v) => (filled(v[a]) !== filled(v[b]) ? { [filled(v[a]) ? b : a]: message } : {});
