import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordProblems } from '../validation/password.ts';
import { PHONE_COUNTRIES, PHONE_MESSAGES, validatePhone } from '../validation/phone.ts';

/** Country codes the store's phone picker offers (spec §5: co, us, es, mx, ec). */
export const STORE_PHONE_COUNTRY_CODES = PHONE_COUNTRIES.map((c) => c.code) as [string, ...string[]];

/**
 * Sign-up in a seller's store (DOMAIN.md "Store, catalog and clients"): the visitor becomes a Publico client of the
 * seller. One schema for the server's check and the store's form, so both say the same Spanish sentences.
 */
export const storeSignupSchema = z.strictObject({
  name: z.string({ error: 'El nombre es obligatorio' }).trim().min(3, 'El nombre debe tener al menos 3 caracteres').max(120, 'El nombre admite máximo 120 caracteres'),
  country: z.enum(STORE_PHONE_COUNTRY_CODES, { error: 'Elige el país del teléfono' }),
  phone: z.string({ error: PHONE_MESSAGES.required }).trim().superRefine((v, ctx) => {
    const problem = validatePhone(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  email: z.string({ error: 'El correo es obligatorio' }).trim().toLowerCase().email('El correo no es válido').max(160, 'El correo admite máximo 160 caracteres'),
  password: z.string({ error: 'La contraseña es obligatoria' }).max(200).superRefine((v, ctx) => {
    const problem = passwordProblems(v)[0];
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  data_policy: z.literal(true, { error: 'Debes autorizar el tratamiento de datos personales' }),
});
export type StoreSignup = z.infer<typeof storeSignupSchema>;

/** The phone as stored: the country's dial code and the digits ("+57 3001234567"). */
export function storePhone(country: string, phone: string): string {
  const dial = PHONE_COUNTRIES.find((c) => c.code === country)?.dialCode ?? '+57';
  return `${dial} ${phone.trim()}`;
}

export const STORE_PASSWORD_MESSAGES = PASSWORD_MESSAGES;
