import { EXACT_COUNT_CAP, SEARCH_COUNT_CAP } from '@app/shared/contracts/resources';

const count = (n: number) => n.toLocaleString('es-CO');

/**
 * What the pager says of a total the server did not count to the end (`total_estimated`): a count stopped at its
 * cap with no higher estimate answers exactly the cap and one more, and all that is known then is "more than the
 * cap"; any other figure is PostgreSQL's estimate, "about".
 */
export function estimatedTotal(total: number) {
  const cap = [SEARCH_COUNT_CAP, EXACT_COUNT_CAP].find((c) => total === c + 1);
  return cap ? `más de ${count(cap)}` : `unos ${count(total)}`;
}
