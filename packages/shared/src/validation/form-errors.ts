/** Heading above the list of form errors (spec §5). */
export const FORM_ERRORS_HEADING = 'Existen campos con errores';

/** The first error of each field that has one, in field order, for the list under the heading. */
export function firstFieldErrors(
  errors: Readonly<Record<string, readonly (string | null | undefined)[] | string | null | undefined>>,
): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value.find((m) => !!m) : value;
    if (typeof message === 'string' && message !== '') out.push({ field, message });
  }
  return out;
}
