import { Dialog, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FaultReportForm, type FixedUnit } from './fault-report-form.tsx';

/**
 * "Reportar falla" as a dialog, from a bought unit (fixed) or from the reports list (picked). Once filed, the
 * report opens: its state, and later the replacement's credentials, are there.
 */
export function FaultReportDialog({ unit, onClose }: { unit?: FixedUnit; onClose: () => void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={phone} aria-labelledby="fault-report-title" slotProps={{ paper: { sx: { width: phone ? undefined : 520 } } }}>
      <DialogTitle id="fault-report-title">Reportar falla</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <FaultReportForm unit={unit} onCancel={onClose}
          onDone={(report, msg) => {
            notify(msg, { type: 'success' });
            onClose();
            navigate(`/admin/report-fault-account/${report.id}`);
          }} />
      </DialogContent>
    </Dialog>
  );
}
