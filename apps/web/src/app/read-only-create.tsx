import type { ComponentType } from 'react';
import { RequirePermission } from './pages/require-permission.tsx';
import { lazyPage } from './lazy-page.ts';

const OrderCreatePage = lazyPage(() => import('../features/purchase/order-create-page.tsx'));
const BookingCreatePage = lazyPage(() => import('../features/purchase/booking-create-page.tsx'));
const FaultCreatePage = lazyPage(() => import('../features/faults/fault-create-page.tsx'));
const BatchCreatePage = lazyPage(() => import('../features/redeemable/batch-create-page.tsx'));
const CreateNotAvailablePage = lazyPage(() => import('./pages/create-not-available-page.tsx'));

/** The screen a resource's own create form is, opened with the permission its API call asks for. */
const guarded = (permission: string, Page: ComponentType): ComponentType => () => (
  <RequirePermission permission={permission}><Page /></RequirePermission>
);

/**
 * Read-only resources whose documents a domain service creates from a form of their own (spec §2: every CRUD
 * screen has its create form): a draft order, a booking, a fault report.
 */
const OWN_CREATE: Record<string, ComponentType> = {
  order: guarded('order.create', OrderCreatePage),
  'order-booking': guarded('order-booking.create', BookingCreatePage),
  'report-fault-account': guarded('report-fault-account.create', FaultCreatePage),
  // balance codes: a batch of them at once
  'redeemable-balance': guarded('redeemable-balance.create', BatchCreatePage),
};

/**
 * What `/admin/{r}/create` of a read-only resource shows: its own form, or a Spanish "not available" page. Without
 * a create route the path would read as the record "create" and ask the server for it.
 */
export const readOnlyCreate = (resource: string): ComponentType => OWN_CREATE[resource] ?? CreateNotAvailablePage;
