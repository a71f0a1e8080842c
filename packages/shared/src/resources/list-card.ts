import { listColumns, type FieldDef, type ResourceDef } from './define.ts';

/** Fields under a card's title when its resource names none: enough to tell records apart on a phone. */
const DEFAULT_CARD_FIELDS = 3;

export interface ListCard {
  title: FieldDef;
  fields: FieldDef[];
}

/**
 * The fields of a record's card in a list on a phone: the resource's own choice (ResourceDef.card), else its first
 * list column as the title and the next ones beneath. A resource with states always shows its state, since that is
 * what a list of tickets or orders is read for.
 */
export function listCard(def: ResourceDef): ListCard | null {
  const columns = listColumns(def);
  const byName = (name: string) => def.fields.find((f) => f.name === name);
  const chosen = def.card
    ? [byName(def.card.title), ...def.card.fields.map(byName)].filter((f): f is FieldDef => !!f)
    : columns.slice(0, DEFAULT_CARD_FIELDS + 1);
  const status = def.status ? byName(def.status.field) : undefined;
  if (status && !chosen.includes(status)) chosen.push(status);
  const [title, ...fields] = chosen;
  return title ? { title, fields } : null;
}
