/** The fields of a price list that the choice looks at. */
export interface PriceListLike {
  /** 'pos' marks the lists that serve the point of sale. */
  type?: string | null;
}

/**
 * The price list the POS uses (spec §9): the first list of type 'pos' among those offered, else the first one
 * offered, else the general list; null when there is none at all.
 */
export function choosePriceList<T extends PriceListLike>(lists: readonly T[] | null | undefined, general?: T | null): T | null {
  const offered = lists ?? [];
  return offered.find((l) => l.type === 'pos') ?? offered[0] ?? general ?? null;
}
