import type { ResourceDef } from '@app/shared';
import { displayValue } from '../format-value.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Label: value" for one active filter, with the value shown as the list shows it (SÍ/NO, dates, money). */
export function chipText(def: ResourceDef, key: string, value: unknown, fieldLabel: Translate, t: Translate): string {
  if (key === 'q') return `${t('engine.search')}: ${String(value)}`;
  const range = /^(.*)_(gte|lte)$/.exec(key);
  const name = range ? range[1] : key;
  const field = def.fields.find((f) => f.name === name);
  const label = fieldLabel(name, { _: field?.label ?? name });
  const shown = field
    ? displayValue(field.kind === 'datetime' ? { ...field, kind: 'date' } : field, field.kind === 'boolean' ? value === true || value === 'true' : value)
    : String(value);
  if (range) return `${t(range[2] === 'gte' ? 'engine.from' : 'engine.to', { field: label })}: ${shown}`;
  return `${label}: ${shown}`;
}
