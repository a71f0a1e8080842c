/**
 * The public pages' words (sign in, recover, register a distributor): the `auth.*` and `password.rules.*` keys of
 * es.ts, kept in a file of their own so the small public entry (src/public) reads them without the whole catalogue.
 */
export const authEs = {
  login_title: 'Iniciar sesión',
  login_subtitle: 'Ingresa con tu usuario y contraseña',
  username: 'Usuario',
  password: 'Contraseña',
  sign_in: 'Ingresar',
  forgot: '¿Olvidaste tu contraseña?',
  register: 'Registrarme como distribuidor',
  back_to_login: 'Volver al inicio de sesión',
  recover_title: 'Recuperar contraseña',
  recover_help: 'Escribe tu usuario y te enviaremos un enlace para crear una nueva contraseña.',
  recover_send: 'Enviar enlace',
  reset_title: 'Nueva contraseña',
  reset_help: 'Escribe tu nueva contraseña.',
  reset_send: 'Guardar contraseña',
  new_password: 'Nueva contraseña',
  confirm_password: 'Confirmar contraseña',
  passwords_differ: 'Las contraseñas no coinciden',
  register_title: 'Registro de distribuidor',
  register_help: 'Completa tus datos. Un administrador activará tu cuenta.',
  register_send: 'Registrarme',
  seller_code: 'Código del vendedor que te invitó',
  name: 'Nombre completo',
  email: 'Correo',
  phone: 'Teléfono',
  country: 'País',
  data_policy: 'Autorizo el tratamiento de mis datos personales y acepto la política de privacidad.',
  data_policy_required: 'Debes aceptar la política de datos',
  data_policy_label: 'Política de datos',
};

export const passwordRulesEs = {
  length: 'Más de 8 caracteres',
  digit: 'Al menos un número',
  upper: 'Al menos una letra mayúscula',
  special: 'Al menos un carácter especial',
};

export const PHONE_DIGITS_HELP = 'Solo números, máximo 10 dígitos';

export const PASSWORD_TOGGLE = { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' };

export const APP_NAME = 'Cuentas Digitales';
