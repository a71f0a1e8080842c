import type { StoreItem } from '@app/shared/store/store-listing';

/** Lower case without accents, so "pelicula" finds "PELÍCULAS". */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The services present in the listing, sorted, for the filter chips. */
export function servicesOf(items: StoreItem[]): string[] {
  return [...new Set(items.map((i) => i.service))].sort((a, b) => a.localeCompare(b, 'es'));
}

/** Items matching the search text (name, service, plan, tags) and the chosen service ('' = all). */
export function filterItems(items: StoreItem[], search: string, service: string): StoreItem[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (service && item.service !== service) return false;
    if (!words.length) return true;
    const text = fold([item.name, item.service, item.plan ?? '', ...item.tags].join(' '));
    return words.every((w) => text.includes(w));
  });
}
