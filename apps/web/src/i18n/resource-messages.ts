import { MENU_GROUPS, RESOURCES, type ResourceDef, type StatusListDef } from '@app/shared';
import { emptyListEn, emptyListEs } from './empty-messages.ts';

/** Columns every record has besides its own fields. */
const SYSTEM_ES = { id: 'Id', created_at: 'Creado', updated_at: 'Actualizado' };
const SYSTEM_EN = { id: 'Id', created_at: 'Created', updated_at: 'Updated' };

const humanize = (name: string) => {
  const words = name.replace(/_id$/, '').replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** English plural of a humanized name ("Company" → "Companies", "Consignments" stays). */
const plural = (words: string) => (/s$/.test(words) ? words : /[^aeiou]y$/.test(words) ? `${words.slice(0, -1)}ies` : `${words}s`);

/**
 * `resources.<name>` entries (react-admin's key structure) built from the shared definitions, so a label
 * is written once: Spanish comes from the definition, English is derived from the field name. `empty` is what
 * the list shows with no rows and `create_first` its button, agreeing with the definition's gender.
 */
export function resourceMessages(locale: 'es' | 'en', resources: readonly ResourceDef[] = RESOURCES) {
  const out: Record<string, { name: string; empty: string; create_first: string; fields: Record<string, string> }> = {};
  for (const def of resources) {
    const fields: Record<string, string> = { ...(locale === 'es' ? SYSTEM_ES : SYSTEM_EN) };
    for (const f of def.fields) fields[f.name] = locale === 'es' ? f.label : humanize(f.name);
    const englishPlural = plural(humanize(def.name));
    const name = locale === 'es' ? `${def.label.one} |||| ${def.label.many}` : `${humanize(def.name)} |||| ${englishPlural}`;
    const empty = (list?: StatusListDef) => (locale === 'es' ? emptyListEs(def, list) : emptyListEn(englishPlural, list));
    const create_first = locale === 'en' ? 'Create the first one' : def.gender === 'f' ? 'Crear la primera' : 'Crear el primero';
    out[def.name] = { name, empty: empty(), create_first, fields };
    for (const list of def.status?.lists ?? []) {
      out[list.name] = {
        name: locale === 'es' ? `${def.label.many}: ${list.label}` : `${humanize(def.name)}: ${list.value}`, empty: empty(list), create_first, fields,
      };
    }
  }
  return out;
}

/** Every menu group id must have a label; groups come from the server by id. */
export const menuGroupIds = (): string[] => MENU_GROUPS.map((g) => g.id);

/**
 * Menu entries named after resources (`<resource>-list`, `<status-list>-list`) take the resource's label, so a
 * screen added to the shared menu is labelled without touching the catalogue; es.ts/en.ts override by id.
 */
export function menuItemMessages(locale: 'es' | 'en', resources: readonly ResourceDef[] = RESOURCES): Record<string, string> {
  const out: Record<string, string> = {};
  for (const def of resources) {
    out[`${def.name}-list`] = locale === 'es' ? def.label.many : plural(humanize(def.name));
    for (const list of def.status?.lists ?? []) {
      out[`${list.name}-list`] = locale === 'es' ? list.label : humanize(list.value);
    }
  }
  return out;
}
