import EventAvailable from '@mui/icons-material/EventAvailable';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';

/** "Nueva reserva" on the booking lists: the booking form (`/admin/order-booking/create`). */
export function NewBookingButton() {
  const session = useSession();
  if (!hasPermission(session, 'order-booking.create')) return null;
  return (
    <Button component={Link} to="/admin/order-booking/create" label="money.booking.new" data-testid="new-booking">
      <EventAvailable />
    </Button>
  );
}
