import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { SaleDocumentForm, type SaleDocumentKind } from './sale-document-form.tsx';

const DRAFT_ORDER: SaleDocumentKind = {
  resource: 'order',
  endpoint: '/v1/admin/order',
  text: {
    title: 'money.order.new', help: 'money.order.new_help', estimate: 'money.order.estimate', submit: 'money.order.create',
    created: 'money.order.created', empty: 'money.purchase.empty',
  },
  icon: <AddShoppingCart />,
  testId: 'order',
};

/**
 * `/admin/order/create` ("Nuevo pedido"): a draft order of one product. Nothing is charged yet: the draft opens
 * on its detail, where finalizing pays it from the buyer's balance (or rejecting drops it). Staff may place it
 * for another buyer.
 */
export default function OrderCreatePage() {
  return <SaleDocumentForm kind={DRAFT_ORDER} />;
}
