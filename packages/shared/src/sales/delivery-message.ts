import { formatDate } from '../format/dates.ts';
import { renderTemplate } from '../templates/render.ts';

/** Template code of the copy-ready message of a delivered unit (a company may override it: template-company). */
export const PURCHASE_MESSAGE_CODE = 'purchase-message';

/** Used when the company has no active `purchase-message` template. */
export const PURCHASE_MESSAGE_DEFAULT = [
  '*{{product}}*',
  'Usuario: {{login}}',
  'Contraseña: {{password}}',
  'Perfil: {{profile}}',
  'PIN: {{pin}}',
  'Vence: {{expires}}',
].join('\n');

export interface DeliveredUnit {
  login: string;
  password: string;
  profile: string | null;
  pin: string | null;
  renewal_limit_date: string | null;
  profiles?: readonly { name: string; pin: string | null }[];
}

/** Placeholders of a unit's own data: a line that needs one the unit lacks (e.g. no PIN) is left out. */
const UNIT_FIELDS = ['login', 'password', 'profile', 'pin', 'expires'];
const MISSING_UNIT_FIELD = new RegExp(`\\{\\{\\s*(${UNIT_FIELDS.join('|')})\\s*\\}\\}`);

/**
 * The message a seller copies to its client for one delivered unit. A whole account lists its profiles in
 * {{profile}}; a line whose unit placeholder has no value (e.g. no PIN) is dropped rather than sent half empty,
 * and any other placeholder without a value is removed.
 */
export function deliveryMessage(template: string, unit: DeliveredUnit, extra: { product: string; client?: string; seller?: string; company?: string; order?: string | number }): string {
  const profile = unit.profile ?? (unit.profiles?.length ? unit.profiles.map((p) => (p.pin ? `${p.name} (PIN ${p.pin})` : p.name)).join(', ') : null);
  const values = {
    ...extra,
    login: unit.login,
    password: unit.password,
    profile,
    pin: unit.pin,
    expires: unit.renewal_limit_date ? formatDate(unit.renewal_limit_date) : null,
  };
  return renderTemplate(template, values, { missing: 'keep' })
    .split('\n').filter((line) => !MISSING_UNIT_FIELD.test(line))
    .map((line) => renderTemplate(line, {}, { missing: 'empty' })).join('\n');
}
