import ReportProblem from '@mui/icons-material/ReportProblem';
import { IconButton, Tooltip } from '@mui/material';
import { OWNED_PROFILE_STATES } from '@app/shared';
import { useHostedDialog } from '../../components/dialogs/dialog-host.tsx';
import { FaultReportDialog } from './fault-report-dialog.tsx';

/**
 * "Reportar falla" on a bought unit (DOMAIN.md "Fault report": the buyer, or its ancestor, reports what it owns):
 * opens the report form about that unit. Units no longer owned (faulty, freed) offer nothing.
 */
export function FaultReportButton({ profileId, state, label }: { profileId: number; state: string; label: string }) {
  // hosted above the list: the form stays open (and filled) when the list turns from table to cards
  const dialog = useHostedDialog();
  if (!(OWNED_PROFILE_STATES as readonly string[]).includes(state)) return null;
  return (
    <>
      <Tooltip title="Reportar falla">
        <IconButton size="small" onClick={() => dialog.open(<FaultReportDialog unit={{ profileId, label }} onClose={dialog.close} />)} aria-label="Reportar falla" data-testid="report-fault">
          <ReportProblem fontSize="small" />
        </IconButton>
      </Tooltip>
      {dialog.outlet}
    </>
  );
}
