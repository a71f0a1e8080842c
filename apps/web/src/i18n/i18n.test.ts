import { MENU_GROUPS, MENU_ITEMS, RESOURCES } from '@app/shared';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';

/** Every leaf key of a nested catalogue, dotted. */
function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);

describe('catalogues', () => {
  it('Spanish covers every react-admin key of the English template', () => {
    const missing = keys(englishMessages.ra, 'ra').filter((k) => typeof get(es, k) !== 'string');
    expect(missing).toEqual([]);
  });
  it('English has every key Spanish has, and no extra app key', () => {
    const esKeys = keys(es);
    expect(esKeys.filter((k) => typeof get(en, k) !== 'string')).toEqual([]);
    const appRoots = Object.keys(es).filter((k) => k !== 'ra');
    const extra = keys(Object.fromEntries(appRoots.map((r) => [r, en[r]]))).filter((k) => get(es, k) === undefined);
    expect(extra).toEqual([]);
  });
  it('labels every menu entry and group the server can send', () => {
    for (const g of MENU_GROUPS) expect(get(es, `menu.groups.${g.id}`), g.id).toBeTypeOf('string');
    for (const i of MENU_ITEMS) expect(get(es, `menu.items.${i.id}`), i.id).toBeTypeOf('string');
  });
  it('names every resource and its fields from the shared definitions', () => {
    for (const def of RESOURCES) {
      expect(get(es, `resources.${def.name}.name`)).toBe(`${def.label.one} |||| ${def.label.many}`);
      for (const f of def.fields) expect(get(es, `resources.${def.name}.fields.${f.name}`)).toBe(f.label);
      for (const list of def.status?.lists ?? []) expect(get(es, `resources.${list.name}.name`)).toBeTypeOf('string');
    }
  });
  it('booleans read SÍ/NO and the form error heading is the spec sentence', () => {
    expect(get(es, 'ra.boolean.true')).toBe('SÍ');
    expect(get(es, 'ra.boolean.false')).toBe('NO');
    expect(get(es, 'form.errors_heading')).toBe('Existen campos con errores');
  });
});
