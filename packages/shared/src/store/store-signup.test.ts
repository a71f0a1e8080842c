import { describe, expect, it } from 'vitest';
import { storePhone, storeSignupSchema } from './store-signup.ts';

const valid = { name: 'Laura Gómez', country: 'co', phone: '3157654321', email: ' Laura@Correo.CO ', password: 'Clave#2026x', data_policy: true };
const firstError = (input: unknown) => {
  const r = storeSignupSchema.safeParse(input);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('store sign-up schema', () => {
  it('accepts a complete sign-up and keeps the email in lower case', () => {
    const r = storeSignupSchema.parse(valid);
    expect(r.email).toBe('laura@correo.co');
  });

  it.each([
    [{ password: 'Clave2026x' }, 'password', 'La contraseña debe tener al menos un carácter especial'],
    [{ password: 'Cl#1' }, 'password', 'La contraseña debe tener más de 8 caracteres'],
    [{ phone: '315-765' }, 'phone', 'El teléfono solo debe contener números'],
    [{ phone: '31576' }, 'phone', 'El teléfono debe tener entre 7 y 10 dígitos'],
    [{ country: 'br' }, 'country', 'Elige el país del teléfono'],
    [{ email: 'sin-arroba' }, 'email', 'El correo no es válido'],
    [{ data_policy: null }, 'data_policy', 'Debes autorizar el tratamiento de datos personales'],
    [{ name: 'Al' }, 'name', 'El nombre debe tener al menos 3 caracteres'],
  ])('refuses %o on %s in Spanish', (patch, field, message) => {
    expect(firstError({ ...valid, ...patch })?.[field]).toBe(message);
  });

  it('stores the phone with the country dial code', () => {
    expect(storePhone('co', '3157654321')).toBe('+57 3157654321');
    expect(storePhone('ec', '0991234567')).toBe('+593 0991234567');
  });
});
