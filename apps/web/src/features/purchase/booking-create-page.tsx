import EventAvailable from '@mui/icons-material/EventAvailable';
import { SaleDocumentForm, type SaleDocumentKind } from './sale-document-form.tsx';

const BOOKING: SaleDocumentKind = {
  resource: 'order-booking',
  endpoint: '/v1/admin/order-booking',
  text: {
    title: 'money.booking.new', help: 'money.booking.new_help', estimate: 'money.booking.estimate', submit: 'money.booking.create',
    created: 'money.booking.created', empty: 'money.booking.empty',
  },
  offers: (product) => !!product.reservable,
  icon: <EventAvailable />,
  testId: 'booking',
};

/**
 * `/admin/order-booking/create` ("Nueva reserva"): books a reservable product, holding the buyer's balance until
 * the booking is finalized (units delivered) or released; staff may book for another buyer. Opens the booking.
 */
export default function BookingCreatePage() {
  return <SaleDocumentForm kind={BOOKING} />;
}
