import { CompanyBalanceActions, UserBalanceActions } from '../features/balance/balance-actions.tsx';
import { ConsignmentMinimum } from '../features/balance/consignment-minimum.tsx';
import { CouponProductsInput } from '../features/coupons/product-list-input.tsx';
import { OthersFinalizeDialog } from '../features/other-accounts/finalize-dialog.tsx';
import { DistribuitorChildren } from '../features/network/distribuitor-children.tsx';
import { NewOrderButton } from '../features/purchase/new-order-button.tsx';
import { OrderItems } from '../features/purchase/order-items.tsx';
import { BookingOrderLink } from '../features/purchase/booking-order-link.tsx';
import { NewBookingButton } from '../features/purchase/new-booking-button.tsx';
import { TemplatePreviewButton } from '../features/templates/template-preview.tsx';
import { UserEditActions } from '../features/users/user-edit-actions.tsx';
import { BulkRenewButton } from '../features/renewals/bulk-renew-button.tsx';
import { ticketExtension } from '../features/support/ticket-extension.tsx';
import { faultExtension, digitalAccountFaultExtension } from '../features/faults/fault-extension.tsx';
import { CodeListActions } from '../features/redeemable/code-list-actions.tsx';
import type { ResourceExtension } from '../engine/extension-types.ts';

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
