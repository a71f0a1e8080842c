import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { isBuyerRole } from '@app/shared';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';

/**
 * "Nuevo pedido" on the order lists: a draft a seller or staff places (for itself or a buyer) and finalizes
 * afterwards. A client buys on the purchase page (its menu's "Comprar"), so the button is not its.
 */
export function NewOrderButton() {
  const session = useSession();
  if (!hasPermission(session, 'order.create') || isBuyerRole(session?.profile.rol?.name ?? '')) return null;
  return (
    <Button component={Link} to="/admin/order/create" label="money.order.new" data-testid="new-order">
      <AddShoppingCart />
    </Button>
  );
}
