import ReportProblem from '@mui/icons-material/ReportProblem';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';

/** "Reportar falla" on the reports list: the form with the picker of the units the buyer owns. */
export function NewFaultButton() {
  const session = useSession();
  if (!hasPermission(session, 'report-fault-account.create')) return null;
  return (
    <Button component={Link} to="/admin/report-fault-account/create" label="Reportar falla" data-testid="new-fault">
      <ReportProblem />
    </Button>
  );
}
