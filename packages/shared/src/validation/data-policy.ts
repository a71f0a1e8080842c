/** Consent text of the data-policy checkbox (spec §5), worded for Colombia's personal data law. */
export const DATA_POLICY_TEXT =
  'Autorizo el tratamiento de mis datos personales de acuerdo con la Ley 1581 de 2012 y acepto la política de privacidad.';

/** The value sent for the data-policy checkbox: true when checked, null (not false) when unchecked. */
export function dataPolicyValue(checked: boolean | null | undefined): true | null {
  return checked === true ? true : null;
}
