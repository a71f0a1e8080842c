import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/use-session.ts';
import { hasPermission } from '../../session.ts';

/** "Nuevo pedido" on the order lists: a draft the buyer (or staff for a buyer) finalizes afterwards. */
export function NewOrderButton() {
  const session = useSession();
  if (!hasPermission(session, 'order.create')) return null;
  return (
    <Button component={Link} to="/admin/order/create" label="money.order.new" data-testid="new-order">
      <AddShoppingCart />
    </Button>
  );
}
