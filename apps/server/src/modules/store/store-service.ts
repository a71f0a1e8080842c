import {
  STORE_CODE_PATTERN, STORE_DEFAULT_COLORS, splitTags, storeWhatsappLink, type StoreCurrency, type StoreListing,
} from '@app/shared/store/store-listing';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { storeProductImage, storeProducts } from '../catalog/index.ts';
import { companyCurrencies } from '../currency/index.ts';
import { stockByProduct } from '../inventory/index.ts';
import { clientPrices } from '../pricing/index.ts';
import { configurationValues } from '../settings/index.ts';
import { findStoreSeller, type StoreSellerRow } from './store-repository.ts';

export interface StoreImage { type: string; body: Buffer }

/** Images are stored as data URLs (DESIGN.md: in the database); served as bytes with their type. */
function decodeImage(value: string | null | undefined): StoreImage | null {
  const m = value ? /^data:(image\/(?:png|jpe?g|gif|webp));base64,(.+)$/s.exec(value) : null;
  return m ? { type: m[1], body: Buffer.from(m[2], 'base64') } : null;
}

const COP: StoreCurrency = { code: 'COP', name: 'Peso colombiano', symbol: '$', rate: 1 };

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);

export const storeNotFound = () => notFound('La tienda no existe o no está activa. Revisa el enlace del vendedor.');

export function storeService(db: Db) {
  /** The active seller of a code, or null (bad-looking codes never reach the database). */
  async function seller(codeuser: string): Promise<StoreSellerRow | null> {
    if (!STORE_CODE_PATTERN.test(codeuser)) return null;
    return (await findStoreSeller(db, codeuser)) ?? null;
  }

  return {
    seller,

    /**
     * `GET /api/v1/store/{codeuser}`: the seller's public store. Items are its ticked, active products at the price
     * its clients pay (config-prices), with availability as a boolean: a visitor never learns the stock count.
     */
    async listing(codeuser: string): Promise<StoreListing> {
      const s = await seller(codeuser);
      if (!s) throw storeNotFound();
      const [products, prices, stock, currencies, settings] = await Promise.all([
        storeProducts(db, s.company_id, s.id),
        clientPrices(db, s.company_id, s.id),
        stockByProduct(db, s.company_id),
        companyCurrencies(db, s.company_id),
        configurationValues(db, s.company_id),
      ]);
      const sellerName = s.name;
      const base = `/api/v1/store/${encodeURIComponent(s.codeuser)}`;
      return {
        store: {
          name: s.company_name,
          seller: { id: s.id, name: sellerName, codeuser: s.codeuser },
          whatsapp: storeWhatsappLink(s.phone, `Hola ${sellerName}, vi tu tienda y quiero comprar.`),
          logo: s.company_logo ? `${base}/logo` : null,
          colors: {
            primary: text(settings.store_primary_color, STORE_DEFAULT_COLORS.primary),
            secondary: text(settings.store_secondary_color, STORE_DEFAULT_COLORS.secondary),
          },
          currencies: [COP, ...currencies.filter((c) => c.code !== 'COP' && Number(c.rate) > 0).map((c) => ({ ...c, rate: Number(c.rate) }))],
        },
        items: products.map((p) => ({
          id: p.id, name: p.name, service: p.service, plan: p.plan, tags: splitTags(p.tags), duration_days: p.duration_days,
          description: p.description,
          image: p.has_image ? `${base}/image/${p.id}` : null, price: prices.get(p.id) ?? 0, available: (stock.get(p.id) ?? 0) > 0,
        })),
      };
    },

    /** The company logo of a store as an image (og:image needs an address, not a data URL). */
    async logo(codeuser: string): Promise<StoreImage | null> {
      const s = await seller(codeuser);
      return decodeImage(s?.company_logo);
    },

    /** A product image of the store: only a product the seller's store sells (ticked and active). */
    async productImage(codeuser: string, productId: number): Promise<StoreImage | null> {
      const s = await seller(codeuser);
      return s ? decodeImage(await storeProductImage(db, s.company_id, s.id, productId)) : null;
    },
  };
}

export type StoreService = ReturnType<typeof storeService>;
