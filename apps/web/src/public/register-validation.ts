import { validatePassword } from '@app/shared/validation/password';
import { DEFAULT_PHONE_COUNTRY, validatePhone } from '@app/shared/validation/phone';

export interface RegisterForm {
  seller_code: string;
  name: string;
  username: string;
  email: string;
  country: string;
  phone: string;
  password: string;
  data_policy: boolean;
}

export const EMPTY_REGISTER: RegisterForm = {
  seller_code: '', name: '', username: '', email: '', country: DEFAULT_PHONE_COUNTRY, phone: '', password: '', data_policy: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._-]{4,40}$/;

/** Client-side checks mirroring the server's register schema, so most mistakes show before sending. */
export function validateRegister(f: RegisterForm): Record<string, string> {
  const e: Record<string, string> = {};
  if (!f.seller_code.trim()) e.seller_code = 'El código de vendedor es obligatorio';
  if (f.name.trim().length < 3) e.name = 'El nombre debe tener al menos 3 caracteres';
  if (!USERNAME.test(f.username.trim())) e.username = 'El usuario debe tener entre 4 y 40 letras, números, punto, guion o guion bajo';
  if (!EMAIL.test(f.email.trim())) e.email = 'El correo no es válido';
  const phone = validatePhone(f.phone);
  if (phone) e.phone = phone;
  const password = validatePassword(f.password);
  if (password) e.password = password;
  if (!f.data_policy) e.data_policy = 'Debes autorizar el tratamiento de datos personales';
  return e;
}

/** The request body of `POST /api/auth/register-distributor`. */
export function registerBody(f: RegisterForm) {
  return {
    seller_code: f.seller_code.trim(),
    name: f.name.trim(),
    username: f.username.trim(),
    email: f.email.trim(),
    // the server takes the national number (7–10 digits); the picker's country is not part of its contract
    phone: f.phone,
    password: f.password,
    data_policy: true as const,
  };
}
