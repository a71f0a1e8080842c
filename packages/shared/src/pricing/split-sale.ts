import { assertCents, type Cents } from '../money/cents.ts';
import { multiplyCents } from '../money/arithmetic.ts';

/** One link of a sale's chain: the buyer first, then each ancestor below the company level, nearest first. */
export interface ChainMember {
  userId: number;
  /** The member's own unit cost for the product (for the buyer: the unit price it pays). */
  cost: Cents;
}

export interface SaleSplit {
  unitPrice: Cents;
  quantity: number;
  /** What the buyer is debited: unitPrice × quantity. */
  total: Cents;
  /** One entry per ancestor, nearest first; amounts are ≥ 0 (zero entries are not posted). */
  commissions: { userId: number; unit: Cents; amount: Cents }[];
  /** What the company keeps: total − Σ commissions. */
  revenue: Cents;
}

/**
 * Splits a sale along the chain (DOMAIN.md: each ancestor earns what the level below it paid minus its own cost;
 * the company gets the rest). What flows up from a level is capped at what that level actually paid, so when an
 * ancestor's cost is above the price paid below it (its parent raised its cost after it set its children's price,
 * or a child's group list is cheaper), that ancestor earns 0 — never a negative commission — and the company
 * absorbs the difference. Hence always: total = revenue + Σ commissions, every amount ≥ 0.
 */
export function splitSale(chain: readonly ChainMember[], quantity: number): SaleSplit {
  if (chain.length === 0) throw new RangeError('La venta necesita un comprador');
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError('La cantidad debe ser un entero mayor que 0');
  const unitPrice = assertCents(chain[0].cost, 'El precio');
  if (unitPrice < 0) throw new RangeError('El precio no puede ser negativo');
  let flowing = unitPrice;
  const commissions: SaleSplit['commissions'] = [];
  for (const member of chain.slice(1)) {
    const cost = Math.max(0, assertCents(member.cost, 'El costo'));
    const unit = Math.max(0, flowing - cost);
    commissions.push({ userId: member.userId, unit, amount: multiplyCents(unit, quantity) });
    flowing -= unit;
  }
  const total = multiplyCents(unitPrice, quantity);
  const revenue = multiplyCents(flowing, quantity);
  return { unitPrice, quantity, total, commissions, revenue };
}
