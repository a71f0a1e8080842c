import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { BookingOrderLink } from './booking-order-link.tsx';
import { NewBookingButton } from './new-booking-button.tsx';
import { NewOrderButton } from './new-order-button.tsx';
import { OrderItems } from './order-items.tsx';

export const purchaseFeature: Feature = {
  name: 'purchase',
  routes: [
    { menu: 'generate-digital-account', page: lazyPage(() => import('./purchase-page.tsx')) },
    { menu: 'profiles-list', page: lazyPage(() => import('./delivered-profiles-page.tsx')) },
  ],
  extensions: {
    order: { showBelow: OrderItems, listActions: NewOrderButton },
    'order-booking': { showBelow: BookingOrderLink, listActions: NewBookingButton },
  },
  createPages: {
    order: { permission: 'order.create', page: lazyPage(() => import('./order-create-page.tsx')) },
    'order-booking': { permission: 'order-booking.create', page: lazyPage(() => import('./booking-create-page.tsx')) },
  },
};
