import { bank } from './bank.ts';
import { configuration } from './configuration.ts';
import type { FieldDef, ResourceDef } from './define.ts';
import { linkTutorial } from './link-tutorial.ts';
import { mailOutbox } from './mail-outbox.ts';
import { notice } from './notice.ts';
// the remaining back-office resources of spec §2
import { advertising } from './advertising.ts';
import { advertisingDistributor } from './advertising-distributor.ts';
import { authorizedSeller } from './authorized-seller.ts';
import { clients } from './clients.ts';
import { company } from './company.ts';
import { consecutive } from './consecutive.ts';
import { coupons } from './coupons.ts';
import { digitalCurrency } from './digital-currency.ts';
import { distribuitors } from './distribuitors.ts';
import { linkApp } from './link-app.ts';
import { person } from './person.ts';
import { redeemableBalance } from './redeemable-balance.ts';
import { redeemableVendorBalanceMovement } from './redeemable-vendor-balance-movement.ts';
import { renovationTicket } from './renovation-ticket.ts';
import { reportFaultAccount } from './report-fault-account.ts';
import { supportClient } from './support-client.ts';
import { supportTicket } from './support-ticket.ts';
import { supportTicketResponseDefaul } from './support-ticket-response-defaul.ts';
import { template } from './template.ts';
import { templateCompany } from './template-company.ts';
import { typeAccountTag } from './type-account-tag.ts';
import { user } from './user.ts';
import { whatsappSupportLines } from './whatsapp-support-lines.ts';
// balances
import { balanceMovements, companyBalanceMovements } from './balance-movements.ts';
import { bankAccount } from './bank-account.ts';
import { consignments, consignmentsCompany } from './consignments.ts';
// catalogue, inventory and sales
import { typeDigitalAccount } from './type-digital-account.ts';
import { priceGroup, priceList, priceListItem } from './price-list.ts';
import { digitalAccount, profiles } from './digital-account.ts';
import { digitalAccountOthers, order, orderBooking } from './order.ts';
// the point of sale
import { subsidiary } from './subsidiary.ts';
import { POS_CATALOG_RESOURCES } from './pos-catalog.ts';
import { posCashRegisterTurn, posOrder } from './pos-order.ts';
import { receiptLayout } from './receipt-layout.ts';

export * from './define.ts';
export * from './list-card.ts';
export * from './configuration.ts';
export * from './consecutive.ts';
export * from './digital-currency.ts';
export * from './user.ts';
export * from './bank-account.ts';
export * from './payment-methods.ts';
export * from './consignments.ts';
export * from './balance-movements.ts';
export * from './type-digital-account.ts';
export * from './price-list.ts';
export * from './digital-account.ts';
export * from './order.ts';
export * from './renovation-ticket.ts';
export * from './report-fault-account.ts';
export * from './coupons.ts';
export * from './redeemable-balance.ts';
export * from './redeemable-vendor-balance-movement.ts';
export * from './subsidiary.ts';
export * from './pos-catalog.ts';
export * from './pos-order.ts';
export * from './receipt-layout.ts';

/** Every resource served by the generic engine, by route name. */
export const RESOURCES: readonly ResourceDef[] = [bank, notice, linkTutorial, mailOutbox, configuration,
  company, user, person, advertising, advertisingDistributor, renovationTicket, supportTicket, supportTicketResponseDefaul,
  reportFaultAccount, template, templateCompany, consecutive, coupons, linkApp, digitalCurrency, supportClient,
  typeAccountTag, authorizedSeller, redeemableBalance, redeemableVendorBalanceMovement, whatsappSupportLines,
  distribuitors, clients,
  // balances
  bankAccount, consignments, consignmentsCompany, balanceMovements, companyBalanceMovements,
  // catalogue, inventory and sales
  typeDigitalAccount, priceList, priceListItem, priceGroup, digitalAccount, profiles, order, orderBooking, digitalAccountOthers,
  // the point of sale
  subsidiary, ...POS_CATALOG_RESOURCES, posOrder, posCashRegisterTurn, receiptLayout,
];

export const resourceByName = (name: string): ResourceDef | undefined => RESOURCES.find((r) => r.name === name);

/** Status-filtered list route (e.g. 'order-draft') → its resource and state. */
export function statusListByName(name: string): { resource: ResourceDef; value: string; label: string } | undefined {
  for (const resource of RESOURCES) {
    const list = resource.status?.lists.find((l) => l.name === name);
    if (list) return { resource, value: list.value, label: list.label };
  }
  return undefined;
}

/** The key a row answers a reference's display text under: user_id → user_name, approved_by → approved_by_name. */
export const referenceNameKey = (field: string): string => `${field.replace(/_id$/, '')}_name`;

/** The column a reference field's target shows (its resource's `referenceLabel`), when it declares one. */
export function referenceLabelOf(field: Pick<FieldDef, 'kind' | 'reference'>): string | undefined {
  if (field.kind !== 'reference' || !field.reference) return undefined;
  return resourceByName(field.reference)?.referenceLabel;
}
