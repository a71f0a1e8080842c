import { z } from 'zod';
// Spanish messages even for a module importing this file alone (not through the package index)
import './spanish-issues.ts';

/*
 * The body of every list call (`POST .../list`, `GET ...?params=`, logs): `{ data, _paginate, _order }`.
 * `_order` is accepted in the three shapes clients write it (older screens and outside callers differ) and always read as
 * `{ field, direction }`; which fields may be sorted is the list's own business (422 when it cannot).
 */

export type OrderDirection = 'ASC' | 'DESC';
export interface ListOrder {
  field: string;
  direction: OrderDirection;
}

export const ORDER_FORMAT_MSG =
  'El orden debe escribirse como "campo DESC", { "field": "campo", "direction": "DESC" } o { "campo": "DESC" } (ASC o DESC).';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const field = z.string().regex(FIELD, ORDER_FORMAT_MSG);
const direction = z.string().regex(/^(asc|desc)$/i, 'La dirección del orden debe ser ASC o DESC')
  .transform((d) => d.toUpperCase() as OrderDirection);

/** `{ field, direction }` (direction ASC when left out). */
const orderObject = z.strictObject({ field, direction: direction.optional() }, { error: ORDER_FORMAT_MSG })
  .transform((o): ListOrder => ({ field: o.field, direction: o.direction ?? 'ASC' }));
/** Spec §7 writes it `_order created_at DESC`. */
const orderText = z.string().regex(/^\s*[A-Za-z_][A-Za-z0-9_]{0,62}(\s+(asc|desc))?\s*$/i, ORDER_FORMAT_MSG)
  .transform((o): ListOrder => {
    const [f, d = 'ASC'] = o.trim().split(/\s+/);
    return { field: f, direction: d.toUpperCase() as OrderDirection };
  });
/** `{ created_at: 'DESC' }`: exactly one field. */
const orderRecord = z.record(field, direction).refine((o) => Object.keys(o).length === 1, ORDER_FORMAT_MSG)
  .transform((o): ListOrder => {
    const [[f, d]] = Object.entries(o);
    return { field: f, direction: d };
  });

/** Any accepted `_order`, read as `{ field, direction }`. */
export const listOrder = z.union([orderObject, orderText, orderRecord], { error: ORDER_FORMAT_MSG });

/** Deep enough for any real list, small enough that page × size stays a valid OFFSET. */
export const MAX_LIST_PAGE = 1_000_000;
export const MAX_LIST_ROWS = 1000;

export const listPaginate = z.strictObject({
  page: z.number().int().min(1).max(MAX_LIST_PAGE).optional(),
  max_rows: z.number().int().min(1).max(MAX_LIST_ROWS).optional(),
});

/** `{ data, _paginate, _order }` with the list's own filters schema. */
export const listRequest = <F extends z.ZodType>(filters: F) =>
  z.strictObject({ data: filters.optional(), _paginate: listPaginate.optional(), _order: listOrder.optional() });
