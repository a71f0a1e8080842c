import { RESOURCES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from './resource-table.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

// The plain back-office resources of spec §2, generated from their definitions. One named export per
// table: drizzle-kit discovers tables by their exports. (company and user are served from core.ts tables.)
export const person = resourceTable(def('person'));
export const advertising = resourceTable(def('advertising'));
export const advertisingDistributor = resourceTable(def('advertising-distributor'));
/**
 * One ticket per unit and period (DOMAIN.md "Renewal ticket"): the unit is a profile, or a whole account
 * (profile_id NULL) for products sold by accounts, and the period is the date being renewed. The index makes the
 * daily job and a buyer's early request safe to run at once from several processes: a second insert of the same
 * unit and period does nothing.
 */
export const renovationTicket = resourceTable(def('renovation-ticket'), (t) => [
  index('renovation_ticket_user_idx').on(t.company_id, t.user_id),
  index('renovation_ticket_limit_idx').on(t.company_id, t.renewal_limit_date),
  uniqueIndex('renovation_ticket_unit_period_unique').on(t.company_id, t.digital_account_id, sql`coalesce(${t.profile_id}, 0)`, t.renewal_limit_date),
  // the job's close step reads only open tickets by date
  index('renovation_ticket_open_idx').on(t.renewal_limit_date).where(sql`renovation_ticket_status = 'to_be_renewed'`),
]);
export const supportTicket = resourceTable(def('support-ticket'), (t) => [index('support_ticket_user_idx').on(t.company_id, t.user_id)]);
export const supportTicketResponseDefaul = resourceTable(def('support_ticket_response_defaul'));
/**
 * One open report per unit (DOMAIN.md "Fault report"): two buyers' tabs, or a buyer and staff marking the whole
 * account faulty, never open two reports of the same unit. The unit is a profile, or a whole account (profile_id
 * NULL) for products sold by accounts.
 */
export const reportFaultAccount = resourceTable(def('report-fault-account'), (t) => [
  index('report_fault_account_user_idx').on(t.company_id, t.user_id),
  uniqueIndex('report_fault_account_open_unit_unique').on(t.company_id, t.digital_account_id, sql`coalesce(${t.profile_id}, 0)`)
    .where(sql`status = 'open'`),
]);
export const template = resourceTable(def('template'));
export const templateCompany = resourceTable(def('template-company'));
export const consecutive = resourceTable(def('consecutive'));
/** A client earns one reward coupon per count of finalized orders reached (modules/coupons: coupon-rewards.ts). */
export const coupons = resourceTable(def('coupons'), (t) => [
  uniqueIndex('coupons_reward_unique').on(t.company_id, t.user_id, t.reward_orders).where(sql`reward_orders IS NOT NULL`),
  index('coupons_user_idx').on(t.company_id, t.user_id).where(sql`user_id IS NOT NULL`),
]);
export const linkApp = resourceTable(def('link-app'));
export const digitalCurrency = resourceTable(def('digital-currency'));
export const supportClient = resourceTable(def('support-client'), (t) => [index('support_client_user_idx').on(t.company_id, t.user_id)]);
export const typeAccountTag = resourceTable(def('type-account-tag'));
export const authorizedSeller = resourceTable(def('authorized-seller'));
/** Codes by seller and stage (the sellers' counts, a seller's codes), by batch, and redeemed by date (the report). */
export const redeemableBalance = resourceTable(def('redeemable-balance'), (t) => [
  index('redeemable_balance_seller_idx').on(t.company_id, t.seller_id, t.status),
  index('redeemable_balance_batch_idx').on(t.company_id, t.batch),
  index('redeemable_balance_redeemed_idx').on(t.company_id, t.redeemed_at).where(sql`status = 'redeemed'`),
]);
/** A code's sale is written once in its seller's ledger, whatever races or retries happen above it. */
export const redeemableVendorBalanceMovement = resourceTable(def('redeemable-vendor-balance-movement'), (t) => [
  index('redeemable_vendor_movement_vendor_idx').on(t.company_id, t.vendor_id),
  index('redeemable_vendor_movement_seller_idx').on(t.company_id, t.seller_id, t.id),
  uniqueIndex('redeemable_vendor_movement_sale_unique').on(t.redeemable_balance_id).where(sql`kind = 'sale'`),
]);
export const whatsappSupportLines = resourceTable(def('whatsapp-support-lines'));

export const backOfficeResourceTables = {
  person, advertising, 'advertising-distributor': advertisingDistributor, 'renovation-ticket': renovationTicket,
  'support-ticket': supportTicket, support_ticket_response_defaul: supportTicketResponseDefaul,
  'report-fault-account': reportFaultAccount, template, 'template-company': templateCompany, consecutive, coupons,
  'link-app': linkApp, 'digital-currency': digitalCurrency, 'support-client': supportClient,
  'type-account-tag': typeAccountTag, 'authorized-seller': authorizedSeller, 'redeemable-balance': redeemableBalance,
  'redeemable-vendor-balance-movement': redeemableVendorBalanceMovement, 'whatsapp-support-lines': whatsappSupportLines,
};
