import {
  posCashRegister as posCashRegisterDef, posCashRegisterTurn as posCashRegisterTurnDef, posCategory as posCategoryDef,
  posEmployee as posEmployeeDef, posOrder as posOrderDef, posPaymentMethod as posPaymentMethodDef, posPrice as posPriceDef,
  posProduct as posProductDef, posProductVariant as posProductVariantDef, posSaleOption as posSaleOptionDef,
  posTable as posTableDef, posTax as posTaxDef, posVariant as posVariantDef, posVariantOption as posVariantOptionDef,
  posZone as posZoneDef, receiptLayout as receiptLayoutDef, subsidiary as subsidiaryDef,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from './resource-table.ts';

/*
 * The point of sale's tables (modules/pos), generated from their shared definitions. Branch catalogues lead with
 * (company_id, subsidiary_id): pos-get-info reads each collection of one branch by that prefix.
 */

export const subsidiary = resourceTable(subsidiaryDef);

const byBranch = (name: string) => (t: any) => [index(`${name}_branch_idx`).on(t.company_id, t.subsidiary_id)];

export const posCategory = resourceTable(posCategoryDef, byBranch('pos_category'));
export const posTax = resourceTable(posTaxDef);
export const posProduct = resourceTable(posProductDef, byBranch('pos_product'));
export const posVariant = resourceTable(posVariantDef);
export const posVariantOption = resourceTable(posVariantOptionDef, (t) => [index('pos_variant_option_variant_idx').on(t.variant_id)]);
export const posProductVariant = resourceTable(posProductVariantDef, (t) => [index('pos_product_variant_product_idx').on(t.company_id, t.product_id)]);
export const posSaleOption = resourceTable(posSaleOptionDef);
/** One price per list and product (or variant of it). */
export const posPrice = resourceTable(posPriceDef, (t) => [
  uniqueIndex('pos_price_unique').on(t.price_list_id, t.product_id, sql`coalesce(${t.product_variant_id}, 0)`),
]);
export const posZone = resourceTable(posZoneDef, byBranch('pos_zone'));
export const posTable = resourceTable(posTableDef, byBranch('pos_table'));
export const posPaymentMethod = resourceTable(posPaymentMethodDef);
export const posCashRegister = resourceTable(posCashRegisterDef, byBranch('pos_cash_register'));
/** A cashier's employee rows are its branches: the Cajero role's scope reads them by user. */
export const posEmployee = resourceTable(posEmployeeDef, (t) => [
  ...byBranch('pos_employee')(t),
  index('pos_employee_user_idx').on(t.company_id, t.user_id).where(sql`user_id IS NOT NULL`),
]);

/**
 * Synced orders: one per branch and local_reference, whatever resends, tabs or races happen (the POS's
 * exactly-once); the back office lists them per branch and turn.
 */
export const posOrder = resourceTable(posOrderDef, (t) => [
  uniqueIndex('pos_order_local_reference_unique').on(t.company_id, t.bus_subsidiary_id, t.local_reference),
  index('pos_order_turn_idx').on(t.company_id, t.bill_cahs_register_turn_id),
  index('pos_order_date_idx').on(t.company_id, t.date_order),
], { companyForeignKey: false });

/** Turns: idempotent by local_reference like orders, and one open turn per cash register. */
export const posCashRegisterTurn = resourceTable(posCashRegisterTurnDef, (t) => [
  uniqueIndex('pos_turn_local_reference_unique').on(t.company_id, t.bus_subsidiary_id, t.local_reference),
  uniqueIndex('pos_turn_one_open').on(t.bill_cash_register_id).where(sql`status = 'open'`),
]);

export const receiptLayout = resourceTable(receiptLayoutDef, (t) => [
  uniqueIndex('receipt_layout_one_default').on(t.company_id).where(sql`is_default`),
]);

/** The generic engine's table of each POS resource (modules/pos hooks hand them over). */
export const posResourceTables = {
  subsidiary, 'pos-category': posCategory, 'pos-tax': posTax, 'pos-product': posProduct, 'pos-variant': posVariant,
  'pos-variant-option': posVariantOption, 'pos-product-variant': posProductVariant, 'pos-sale-option': posSaleOption,
  'pos-price': posPrice, 'pos-zone': posZone, 'pos-table': posTable, 'pos-payment-method': posPaymentMethod,
  'pos-cash-register': posCashRegister, 'pos-employee': posEmployee, 'pos-order': posOrder,
  'pos-cash-register-turn': posCashRegisterTurn, 'receipt-layout': receiptLayout,
};
