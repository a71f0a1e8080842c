import { CompanyBalanceActions, UserBalanceActions } from './balance/balance-actions.tsx';
import { ConsignmentMinimum } from './consignments/consignment-minimum.tsx';
import { CouponProductsInput } from './coupons/product-list-input.tsx';
import { OthersFinalizeDialog } from './digital-account-others/finalize-dialog.tsx';
import { DistribuitorChildren } from './distribuitors/distribuitor-children.tsx';
import { NewOrderButton } from './order/new-order-button.tsx';
import { OrderItems } from './order/order-items.tsx';
import { BookingOrderLink } from './order-booking/booking-order-link.tsx';
import { NewBookingButton } from './order-booking/new-booking-button.tsx';
import { TemplatePreviewButton } from './template/template-preview.tsx';
import { UserEditActions } from './user/user-edit-actions.tsx';
import { BulkRenewButton } from './renovation-ticket/bulk-renew-button.tsx';
import { ticketExtension } from './support-ticket/ticket-extension.tsx';
import { faultExtension, digitalAccountFaultExtension } from './report-fault-account/fault-extension.tsx';
import { CodeListActions } from './redeemable-balance/code-list-actions.tsx';
import type { ResourceExtension } from './extension-types.ts';

/** A user's screen: its role groups and password, and the balance corrections for staff. */
function UserActions() {
  return (
    <>
      <UserEditActions />
      <UserBalanceActions />
    </>
  );
}

export const RESOURCE_EXTENSIONS: Record<string, ResourceExtension> = {
  // fault reports: resolved in their own dialogs; a whole account is marked faulty from its form
  'report-fault-account': faultExtension,
  'digital-account': digitalAccountFaultExtension,
  user: { editActions: UserActions },
  template: { editActions: TemplatePreviewButton },
  'template-company': { editActions: TemplatePreviewButton },
  distribuitors: { showAside: DistribuitorChildren, showActions: UserBalanceActions },
  // money: balances, orders, bookings, hand-fulfilled requests
  company: { editActions: CompanyBalanceActions },
  consignments: { createIntro: ConsignmentMinimum },
  order: { showBelow: OrderItems, listActions: NewOrderButton },
  'order-booking': { showBelow: BookingOrderLink, listActions: NewBookingButton },
  'digital-account-others': { actionDialogs: { finalize: OthersFinalizeDialog } },
  // a coupon names the products it applies to by picking them
  coupons: { inputs: { type_digital_account_ids: CouponProductsInput } },
  // the renewal desk renews the selected tickets at once
  'renovation-ticket': { bulkActions: { component: BulkRenewButton, lists: ['renovation-ticket', 'renovation-ticket-to-be-renewed'] } },
  // tickets open on their response thread; the lists mark what the viewer has not read
  'support-ticket': ticketExtension('support-ticket'),
  'support-client': ticketExtension('support-client'),
  // balance codes are created by batch (its own page) and handed out on their own screens
  'redeemable-balance': { listActions: CodeListActions },
};
