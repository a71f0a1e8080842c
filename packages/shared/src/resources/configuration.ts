import { defineResource } from './define.ts';
import { rules, together } from './rules.ts';
import { LOW_STOCK_THRESHOLD } from '../dashboard/dashboard-types.ts';

export const CONFIG_TYPES = [
  { value: 'check', label: 'Casilla (SÍ/NO)' },
  { value: 'number', label: 'Número' },
  { value: 'money', label: 'Dinero' },
  { value: 'other', label: 'Texto' },
] as const;

/**
 * A configuration entry's key is its name plus the subsidiary or object it applies to (spec §3), so one name
 * can hold a global value and overrides side by side.
 */
export function configurationKey(v: {
  name?: unknown; bus_subsidiary_id?: unknown; object_type?: unknown; object_id?: unknown;
}): string {
  let key = String(v.name ?? '');
  if (v.bus_subsidiary_id) key += `_${v.bus_subsidiary_id}`;
  if (v.object_type && v.object_id) key += `_${v.object_type}_${v.object_id}`;
  return key;
}

export const configuration = defineResource({
  name: 'configuration',
  table: 'configuration',
  permission: 'configuration',
  label: { one: 'Configuración', many: 'Configuraciones' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 100, list: true, filter: true },
    { name: 'label', kind: 'text', label: 'Etiqueta', max: 150, list: true },
    { name: 'value_conf', kind: 'text', label: 'Valor', max: 2000, list: true },
    { name: 'type_field', kind: 'select', label: 'Tipo de campo', required: true, options: CONFIG_TYPES, list: true, filter: true },
    { name: 'is_global', kind: 'boolean', label: 'Global', list: true, filter: true, defaultValue: true },
    { name: 'require_subsidiary', kind: 'boolean', label: 'Requiere sede', defaultValue: false },
    { name: 'bus_subsidiary_id', kind: 'integer', label: 'Sede' },
    { name: 'object_type', kind: 'text', label: 'Tipo de objeto', max: 60 },
    { name: 'object_id', kind: 'integer', label: 'Id del objeto' },
    { name: 'key', kind: 'text', label: 'Clave', readOnly: true, list: true, filter: true, unique: true },
  ],
  derive: (v) => ({ key: configurationKey(v) }),
  validate: rules(
    (v): Record<string, string> => {
      const problem = configurationValueProblem(String(v.type_field ?? ''), v.value_conf as string | null | undefined);
      return problem ? { value_conf: problem } : {};
    },
    (v): Record<string, string> => (v.require_subsidiary && !v.bus_subsidiary_id ? { bus_subsidiary_id: 'Esta configuración requiere una sede' } : {}),
    together('object_type', 'object_id', 'El tipo de objeto y su id van juntos'),
  ),
});

/**
 * Why a stored text is not a valid value of its type (spec §3 type_field), or null when it is. Money is integer
 * cents (DOMAIN.md); an empty value means "not set" and is always accepted.
 */
export function configurationValueProblem(type: string, raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const text = raw.trim();
  switch (type) {
    case 'check':
      return ['true', 'false', '1', '0'].includes(text) ? null : 'Para el tipo Casilla el valor debe ser true o false';
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? null : 'Para el tipo Número el valor debe ser un número (use punto para los decimales)';
    case 'money':
      return /^\d+$/.test(text) ? null : 'Para el tipo Dinero el valor debe ser un entero en centavos, sin signos ni decimales';
    default:
      return null;
  }
}

export type ConfigType = (typeof CONFIG_TYPES)[number]['value'];

/** The labeled settings every company starts with (spec §3), values as stored text; money in cents. */
export const CONFIG_DEFAULTS: readonly { name: string; label: string; type_field: ConfigType; value_conf: string }[] = [
  { name: 'penalty_amount', label: 'Valor de la penalidad', type_field: 'money', value_conf: '500000' },
  { name: 'minimum_value', label: 'Valor mínimo de consignación', type_field: 'money', value_conf: '2000000' },
  { name: 'renewal_notice_days', label: 'Días de aviso de renovación', type_field: 'number', value_conf: '3' },
  { name: 'orders_to_reward', label: 'Pedidos para premiar', type_field: 'number', value_conf: '10' },
  { name: 'coupon_value', label: 'Valor del cupón', type_field: 'money', value_conf: '500000' },
  { name: 'support_whatsapp_link', label: 'Enlace de WhatsApp de soporte', type_field: 'other', value_conf: 'https://wa.me/573000000000' },
  { name: 'booking_expiry_minutes', label: 'Minutos de vigencia de una reserva', type_field: 'number', value_conf: '30' },
  // the staff dashboard flags a product whose units to sell are at or below this (modules/dashboard)
  { name: 'low_stock_threshold', label: 'Alerta de inventario bajo (unidades)', type_field: 'number', value_conf: String(LOW_STOCK_THRESHOLD) },
  // the public store wears these: 6-digit hex colors; anything else falls back to the brand's
  { name: 'store_primary_color', label: 'Color principal de la tienda', type_field: 'other', value_conf: '#1f4e79' },
  { name: 'store_secondary_color', label: 'Color secundario de la tienda', type_field: 'other', value_conf: '#e0801f' },
  // Telegram notifications: the bot's token (from @BotFather) and its @username, shown to users who link their chat
  { name: 'telegram_bot_token', label: 'Token del bot de Telegram', type_field: 'other', value_conf: '' },
  { name: 'telegram_bot_username', label: 'Usuario del bot de Telegram', type_field: 'other', value_conf: '' },
];

/** Entries that are credentials: kept out of the configuration every user receives at login. */
export const SECRET_CONFIGURATION: readonly string[] = ['telegram_bot_token'];

/** Typed value of a stored entry: check → boolean, number/money → number, other → text. */
export function configurationValue(type: string, raw: string | null): string | number | boolean | null {
  if (raw === null) return null;
  if (type === 'check') return raw === 'true' || raw === '1';
  if (type === 'number' || type === 'money') return Number(raw);
  return raw;
}
