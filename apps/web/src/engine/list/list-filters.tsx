import type { FieldDef, ResourceDef } from '@app/shared';
import type { ReactElement } from 'react';
import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { DateTextInput } from '../inputs/date-text-input.tsx';
import { ReferenceFieldInput } from '../inputs/reference-field-input.tsx';
import { canReadReference } from '../reference-access.ts';
import { IntegerTextInput, MoneyInput, NumberTextInput } from '../inputs/sanitized-inputs.tsx';

export const BOOLEAN_CHOICES = [
  { id: 'true', name: 'SÍ' },
  { id: 'false', name: 'NO' },
];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Filter inputs for a field; dates filter by range (`_gte` / `_lte`, as the list contract accepts). */
function filterInputsFor(resource: string, f: FieldDef, t: Translate): ReactElement[] {
  const label = t(`resources.${resource}.fields.${f.name}`, { _: f.label });
  const key = f.name;
  switch (f.kind) {
    case 'boolean':
      return [<SelectInput key={key} source={f.name} choices={BOOLEAN_CHOICES} />];
    case 'select':
      return [<SelectInput key={key} source={f.name} choices={(f.options ?? []).map((o) => ({ id: o.value, name: o.label }))} />];
    case 'date':
    case 'datetime':
      return [
        <DateTextInput key={`${key}_gte`} source={`${f.name}_gte`} label={t('engine.from', { field: label })} validOnly />,
        <DateTextInput key={`${key}_lte`} source={`${f.name}_lte`} label={t('engine.to', { field: label })} validOnly />,
      ];
    case 'money':
      return [<MoneyInput key={key} source={f.name} />];
    case 'integer':
      return [<IntegerTextInput key={key} source={f.name} />];
    case 'number':
      return [<NumberTextInput key={key} source={f.name} />];
    case 'reference':
      return f.reference && canReadReference(f.reference)
        ? [<ReferenceFieldInput key={key} source={f.name} reference={f.reference} label={label} />]
        : [<IntegerTextInput key={key} source={f.name} />];
    default:
      return [<TextInput key={key} source={f.name} />];
  }
}

/** The list's filters: an always-on search box plus one (or a range) per `filter: true` field. */
export function listFilters(def: ResourceDef, resource: string, t: Translate): ReactElement[] {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('engine.search')} />,
    ...def.fields.filter((f) => f.filter).flatMap((f) => filterInputsFor(resource, f, t)),
  ];
}
