import { splitTags } from '@app/shared/store/store-listing';
import { catalogGroupId, type CatalogConfig, type CatalogGroup } from '@app/shared/store/catalog';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { writeLog, type Actor } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { clientPrices } from '../pricing/index.ts';
import {
  activeProducts, findSeller, lockCatalog, replaceCatalog, tickedActiveProducts, tickedIds, tickedProductImage, type SellerRow,
} from './catalog-repository.ts';
import { catalogPreviewHtml } from './catalog-preview.ts';
import { companyBrand } from './company-brand-repository.ts';

/** What a seller's public store sells: its ticked, active products (the store module reads them through here). */
export const storeProducts = (db: Tx, companyId: number, sellerId: number) => tickedActiveProducts(db, companyId, sellerId);

/** The image of one product the seller's store sells (null when not sold there or without image). */
export const storeProductImage = (db: Tx, companyId: number, sellerId: number, productId: number) =>
  tickedProductImage(db, companyId, sellerId, productId);

/** The company's active products grouped by service, at the price the seller's clients pay. */
async function productTree(db: Tx, companyId: number, sellerId: number, only?: Set<number>): Promise<CatalogGroup[]> {
  const [products, prices] = await Promise.all([activeProducts(db, companyId), clientPrices(db, companyId, sellerId)]);
  const groups = new Map<string, CatalogGroup>();
  for (const p of products) {
    if (only && !only.has(p.id)) continue;
    let group = groups.get(p.service);
    if (!group) {
      group = { id: catalogGroupId(p.service), name: p.service, children: [] };
      groups.set(p.service, group);
    }
    group.children.push({ id: p.id, name: p.name, price: prices.get(p.id) ?? 0, duration_days: p.duration_days, tags: splitTags(p.tags) });
  }
  return [...groups.values()];
}

export function catalogService(db: Db) {
  /**
   * The seller whose catalog the caller may read or change: its own, or, for staff, any seller of the company.
   * Anything else answers 404, as if the seller did not exist (no probing of other sellers' ids).
   */
  async function reachableSeller(auth: AuthContext, sellerId: number): Promise<SellerRow> {
    const mine = sellerId === auth.user.id;
    const seller = mine || auth.seesWholeCompany ? await findSeller(db, auth.tenant.id, sellerId) : undefined;
    if (!seller) throw notFound('El vendedor no existe o su catálogo no está a tu alcance.');
    return seller;
  }

  return {
    /** `GET catalog/{id}/config-products`: the tree and the ticked ids (only active products are listed). */
    async config(auth: AuthContext, sellerId: number): Promise<CatalogConfig> {
      const seller = await reachableSeller(auth, sellerId);
      const [items, ticked] = await Promise.all([productTree(db, auth.tenant.id, seller.id), tickedIds(db, auth.tenant.id, seller.id)]);
      const listed = new Set(items.flatMap((g) => g.children.map((c) => c.id)));
      return {
        seller: { id: seller.id, name: seller.name, codeuser: seller.codeuser },
        items,
        // a ticked product that was later deactivated stays saved but is not offered (nor counted)
        products: ticked.filter((id) => listed.has(id)),
      };
    },

    /** `POST catalog/{id}/config-products`: the whole selection; an unknown or inactive product refuses it all. */
    async save(auth: AuthContext, sellerId: number, products: number[]): Promise<CatalogConfig> {
      const seller = await reachableSeller(auth, sellerId);
      const ids = [...new Set(products)].sort((a, b) => a - b);
      await inTransaction(db, async (tx) => {
        await lockCatalog(tx, seller.id);
        const names = new Map((await activeProducts(tx, auth.tenant.id)).map((p) => [p.id, p.name]));
        const active = new Set(names.keys());
        const errors: Record<string, string> = {};
        products.forEach((id, i) => {
          if (!active.has(id)) errors[`products.${i}`] = 'El producto no existe o no está activo';
        });
        if (Object.keys(errors).length) {
          throw unprocessable('Algunos productos marcados no existen o ya no están activos: recarga el catálogo e inténtalo de nuevo.', errors);
        }
        const before = await tickedIds(tx, auth.tenant.id, seller.id);
        await replaceCatalog(tx, auth.tenant.id, seller.id, ids, auth.user.id);
        const label = (id: number) => names.get(id) ?? `Producto ${id} (inactivo)`;
        const changes: Record<string, [unknown, unknown]> = {};
        for (const id of ids) if (!before.includes(id)) changes[label(id)] = ['NO', 'SÍ'];
        for (const id of before) if (!ids.includes(id)) changes[label(id)] = ['SÍ', 'NO'];
        if (Object.keys(changes).length) {
          await writeLog(tx, {
            companyId: auth.tenant.id, objectType: 'catalog', objectId: seller.id, actor: auth.actor as Actor,
            text: `Catálogo de ${seller.name} actualizado: ${ids.length} productos marcados`, changes,
          });
        }
      });
      return this.config(auth, seller.id);
    },

    /** `GET catalog/{id}/preview`: the printable price list (HTML) of the ticked, active products. */
    async preview(auth: AuthContext, sellerId: number): Promise<string> {
      const seller = await reachableSeller(auth, sellerId);
      const ticked = new Set(await tickedIds(db, auth.tenant.id, seller.id));
      const [groups, company] = await Promise.all([productTree(db, auth.tenant.id, seller.id, ticked), companyBrand(db, auth.tenant.id)]);
      return catalogPreviewHtml({ company: company ?? { name: '', logo: null }, seller, groups });
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
