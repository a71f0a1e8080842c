import { defineResource } from './define.ts';
import { phones, rules } from './rules.ts';

export const USER_ROLE_OPTIONS = [
  { value: 'Distribuidor', label: 'Distribuidor' },
  { value: 'Cliente', label: 'Cliente' },
  { value: 'Admin', label: 'Administrador' },
  { value: 'Renovaciones', label: 'Renovaciones' },
  { value: 'Publico', label: 'Público' },
  { value: 'Cajero', label: 'Cajero' },
  { value: 'Super', label: 'Super' },
  { value: 'Root', label: 'Root' },
] as const;

export const NOTIFICATION_PREFERENCES = [
  { value: 'email', label: 'Correo electrónico' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'telegram', label: 'Telegram' },
  { value: 'none', label: 'Ninguna' },
] as const;

/** Usernames: what the login and the public sign-up accept. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{4,40}$/;

/**
 * The people of a company (handwritten `users` table). The server hashes the password, places the user under
 * its parent in the network (parent, path, level_grid) and gives it its role's default group; the hash never
 * leaves the server. Parent and role are fixed at creation (moving a subtree is not offered).
 */
export const user = defineResource({
  name: 'user',
  table: 'users',
  permission: 'user',
  label: { one: 'Usuario', many: 'Usuarios' },
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, min: 3, max: 120, list: true, filter: true },
    { name: 'username', kind: 'text', label: 'Usuario', required: true, min: 4, max: 40, list: true, filter: true, unique: true },
    { name: 'password', kind: 'password', label: 'Contraseña', required: true, max: 200, createOnly: true },
    { name: 'rol', kind: 'select', label: 'Rol', required: true, options: USER_ROLE_OPTIONS, list: true, filter: true, createOnly: true },
    { name: 'parent_id', kind: 'reference', label: 'Registrado por (padre)', reference: 'user', filter: true, createOnly: true },
    { name: 'level_grid', kind: 'integer', label: 'Nivel', readOnly: true, list: true, filter: true },
    { name: 'email', kind: 'email', label: 'Correo', max: 160, list: true, filter: true },
    { name: 'phone', kind: 'phone', label: 'Celular', max: 10, list: true },
    { name: 'codeuser', kind: 'text', label: 'Código de vendedor', max: 40, uppercase: true, list: true, filter: true, unique: true },
    { name: 'nickname_distribuitor', kind: 'text', label: 'Apodo del distribuidor', max: 60 },
    // every sale rewrites it: an index on it would cost every sale (no HOT update), so lists do not sort by it
    { name: 'balance', kind: 'money', label: 'Saldo', readOnly: true, list: true, sortable: false },
    { name: 'price_group_id', kind: 'reference', label: 'Grupo de precios', reference: 'price-group', filter: true },
    { name: 'notification_preference', kind: 'select', label: 'Preferencia de notificación', options: NOTIFICATION_PREFERENCES },
    { name: 'accept_terms', kind: 'boolean', label: 'Aceptó términos', readOnly: true },
    { name: 'line_validated', kind: 'boolean', label: 'Línea validada', toggle: true },
    { name: 'telegram_validated', kind: 'boolean', label: 'Telegram validado', toggle: true },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: rules(
    phones('phone'),
    (v): Record<string, string> => (typeof v.username === 'string' && !USERNAME_PATTERN.test(v.username)
      ? { username: 'El usuario debe tener entre 4 y 40 letras, números, punto, guion o guion bajo' } : {}),
  ),
});
