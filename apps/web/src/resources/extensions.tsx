import { CompanyBalanceActions, UserBalanceActions } from './balance/balance-actions.tsx';
import { ConsignmentMinimum } from './consignments/consignment-minimum.tsx';
import { OthersFinalizeDialog } from './digital-account-others/finalize-dialog.tsx';
import { DistribuitorChildren } from './distribuitors/distribuitor-children.tsx';
import { NewOrderButton } from './order/new-order-button.tsx';
import { OrderItems } from './order/order-items.tsx';
import { BookingOrderLink } from './order-booking/booking-order-link.tsx';
import { NewBookingButton } from './order-booking/new-booking-button.tsx';
import { TemplatePreviewButton } from './template/template-preview.tsx';
import { UserEditActions } from './user/user-edit-actions.tsx';
import { BulkRenewButton } from './renovation-ticket/bulk-renew-button.tsx';
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
  // the renewal desk renews the selected tickets at once
  'renovation-ticket': { bulkActions: { component: BulkRenewButton, lists: ['renovation-ticket', 'renovation-ticket-to-be-renewed'] } },
};
