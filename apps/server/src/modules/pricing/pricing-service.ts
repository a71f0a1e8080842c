import { audienceOf, formatMoney, resolveCost, type ChainMember, type PriceSource } from '@app/shared';
import { executeStatement, inTransaction, type Db, type Statement, type Tx } from '../../db/client.ts';
import { writeLog, type Actor } from '../../lib/audit.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import {
  catalogueSources, chainSourcesStatement, clientPriceSources, findSeller, productDetails, saveSellerPrice, type CatalogueSourceRow, type ChainSourceRow, type ProductRow,
} from './pricing-repository.ts';

export type { ProductRow };

const sourcesOf = (r: Pick<ChainSourceRow, 'parent_price_distributor' | 'parent_price_client' | 'group_price' | 'general_price'>, rol: string, priceBase: number) => ({
  parentPrice: audienceOf(rol) === 'client' ? r.parent_price_client : r.parent_price_distributor,
  groupPrice: r.group_price,
  generalPrice: r.general_price,
  priceBase,
});

export interface SaleChain {
  product: ProductRow;
  /** buyer first, then its ancestors below the company level, each with its resolved unit cost */
  chain: (ChainMember & { name: string; source: PriceSource })[];
  /** Whether the buyer has children, i.e. its own balance row may be credited by other sales (lock order). */
  buyerHasChildren: boolean;
  /** The buyer's role, read in the sale's transaction (only buyers' roles earn loyalty rewards). */
  buyerRole: string;
}

/**
 * The product and every cost along the buyer's chain, from one query. null when the product or the buyer is not
 * in the company.
 */
export async function saleChain(db: Tx, companyId: number, buyerId: number, typeId: number): Promise<SaleChain | null> {
  return executeStatement(db, saleChainStatement(companyId, buyerId, typeId));
}

/** saleChain as a statement, for a caller that sends it with others of its transaction (executeTogether). */
export function saleChainStatement(companyId: number, buyerId: number, typeId: number): Statement<SaleChain | null> {
  const sources = chainSourcesStatement(companyId, buyerId, typeId);
  return { query: sources.query, read: (rows) => chainOf(buyerId, sources.read(rows)) };
}

function chainOf(buyerId: number, { product, chain }: { product: ProductRow | null; chain: ChainSourceRow[] }): SaleChain | null {
  if (!product || chain.length === 0 || chain[0].id !== buyerId) return null;
  return {
    product,
    buyerHasChildren: chain[0].has_children,
    buyerRole: chain[0].rol,
    chain: chain.map((level) => {
      const { cost, source } = resolveCost(sourcesOf(level, level.rol, product.price_base));
      return { userId: level.id, name: level.name, cost, source };
    }),
  };
}

export interface PriceRow {
  type_digital_account_id: number;
  name: string;
  active: boolean;
  price_base: number;
  /** what the user pays for the product */
  cost: number;
  cost_source: PriceSource;
  /** the prices it set for its children (null = not set: they fall back to their group / general list / base) */
  price_distributor: number | null;
  price_client: number | null;
  /** what a child pays by default when no price is set (the general list, else price_base) */
  default_child_price: number;
}

const priceRow = (r: CatalogueSourceRow, rol: string): PriceRow => {
  const { cost, source } = resolveCost(sourcesOf(r, rol, r.price_base));
  return {
    type_digital_account_id: r.id, name: r.name, active: r.active, price_base: r.price_base, cost, cost_source: source,
    price_distributor: r.own_price_distributor, price_client: r.own_price_client,
    default_child_price: r.general_price ?? r.price_base,
  };
};

export interface ConfigPriceInput {
  type_digital_account_id: number;
  /** cents; null clears the price (children fall back to their group / the general list) */
  price_distributor?: number | null;
  price_client?: number | null;
}

export function pricingService(db: Db) {
  /** Staff may act for any seller of the company (`user_id`); everyone else only for itself. */
  async function sellerFor(auth: AuthContext, userId?: number) {
    // a root or super user acting on another company has no prices of its own there
    if (userId === undefined && auth.user.company_id !== auth.tenant.id) {
      throw unprocessable('Elige un distribuidor de la empresa para ver o configurar sus precios.', { user_id: 'Elige un distribuidor' });
    }
    const id = userId ?? auth.user.id;
    if (id !== auth.user.id && !auth.seesWholeCompany) throw forbidden('Solo puedes configurar tus propios precios.');
    const seller = await findSeller(db, auth.tenant.id, id);
    if (!seller) throw notFound('El distribuidor no existe.');
    return seller;
  }

  return {
    /** The caller's cost of each product and what it charges its children (config-prices and distributor-prices). */
    async prices(auth: AuthContext, userId?: number): Promise<{ seller: { id: number; name: string }; items: PriceRow[] }> {
      const seller = await sellerFor(auth, userId);
      const rows = await catalogueSources(db, auth.tenant.id, seller.id);
      return { seller: { id: seller.id, name: seller.name }, items: rows.map((r) => priceRow(r, seller.rol)) };
    },

    /**
     * The purchase screen's catalogue: every active product with what the caller pays for it, how it is sold
     * and how many units can be bought right now.
     */
    async catalogue(auth: AuthContext, stock: Map<number, number>) {
      const rows = await catalogueSources(db, auth.tenant.id, auth.user.id);
      const extra = await productDetails(db, auth.tenant.id);
      return rows.filter((r) => r.active).map((r) => {
        const { cost, source } = resolveCost(sourcesOf(r, auth.user.rol, r.price_base));
        return { type_digital_account_id: r.id, name: r.name, price: cost, price_source: source, available: stock.get(r.id) ?? 0, ...extra.get(r.id) };
      });
    },

    /**
     * Saves config-prices: each price at or above the seller's own cost (422 otherwise, nothing saved). A later
     * rise of the seller's cost does not touch saved prices: such a sale pays the seller 0 commission (see splitSale).
     */
    async save(auth: AuthContext, items: ConfigPriceInput[], userId?: number) {
      const seller = await sellerFor(auth, userId);
      return inTransaction(db, async (tx) => {
        const current = new Map((await catalogueSources(tx, auth.tenant.id, seller.id)).map((r) => [r.id, r]));
        const errors: Record<string, string> = {};
        const changes: Record<string, [unknown, unknown]> = {};
        const writes: { typeId: number; audience: 'distributor' | 'client'; price: number | null }[] = [];
        items.forEach((item, i) => {
          const row = current.get(item.type_digital_account_id);
          if (!row) {
            errors[`items.${i}.type_digital_account_id`] = 'El producto no existe';
            return;
          }
          const { cost } = resolveCost(sourcesOf(row, seller.rol, row.price_base));
          for (const audience of ['distributor', 'client'] as const) {
            const value = item[`price_${audience}`];
            if (value === undefined) continue;
            const before = audience === 'client' ? row.own_price_client : row.own_price_distributor;
            if (value !== null && value < cost) {
              errors[`items.${i}.price_${audience}`] = `El precio de ${row.name} no puede ser menor que tu costo (${formatMoney(cost, { decimals: 0 })})`;
              continue;
            }
            if (value === before) continue;
            writes.push({ typeId: row.id, audience, price: value });
            changes[`${row.name} (${audience === 'client' ? 'clientes' : 'distribuidores'})`] = [before, value];
          }
        });
        if (Object.keys(errors).length) {
          throw unprocessable('No puedes vender por debajo de tu costo: revisa los precios marcados.', errors);
        }
        for (const w of writes) {
          await saveSellerPrice(tx, { companyId: auth.tenant.id, sellerId: seller.id, ...w, actorId: auth.user.id });
        }
        if (writes.length) {
          await writeLog(tx, {
            companyId: auth.tenant.id, objectType: 'config-prices', objectId: seller.id, actor: auth.actor as Actor,
            text: `Precios para la red de ${seller.name} actualizados`, changes,
          });
        }
        const rows = await catalogueSources(tx, auth.tenant.id, seller.id);
        return { seller: { id: seller.id, name: seller.name }, items: rows.map((r) => priceRow(r, seller.rol)) };
      });
    },
  };
}

export type PricingService = ReturnType<typeof pricingService>;

/**
 * What a client of `sellerId` pays for each product (the price a store shows and a store checkout charges): the
 * seller's config-prices client price, else the general list, else price_base. A store visitor has no price group.
 */
export async function clientPrices(db: Tx, companyId: number, sellerId: number): Promise<Map<number, number>> {
  const rows = await clientPriceSources(db, companyId, sellerId);
  return new Map(rows.map((r) => [r.id, resolveCost({
    parentPrice: r.own_price_client, groupPrice: null, generalPrice: r.general_price, priceBase: r.price_base,
  }).cost]));
}
