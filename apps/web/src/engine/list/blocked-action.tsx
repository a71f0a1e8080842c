import { Box, Button, IconButton, Tooltip } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import type { WorkflowActionDef } from '@app/shared';
import { useCreatePath, type RaRecord } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/**
 * An action the record cannot take yet (e.g. approving a consignment that has no receipt): the button stays in
 * sight, disabled, telling why, beside a link to the record's form where the missing part is added (not shown
 * on that form itself).
 */
export function BlockedAction({ action, needs, record, resource }: {
  action: WorkflowActionDef;
  needs: NonNullable<WorkflowActionDef['needs']>;
  record: RaRecord;
  resource: string;
}) {
  const createPath = useCreatePath();
  const { pathname } = useLocation();
  const form = createPath({ resource, id: record.id, type: 'edit' });
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Tooltip title={needs.message}>
        {/* a disabled button fires no events: the tooltip listens on its wrapper */}
        <span>
          <Button size="small" variant="outlined" disabled aria-label={`${action.label}: ${needs.message}`} data-testid={`action-${action.name}`}>
            {action.label}
          </Button>
        </span>
      </Tooltip>
      {pathname !== form && (
        <Tooltip title={needs.fixLabel}>
          <IconButton size="small" color="primary" component={Link} to={form} aria-label={needs.fixLabel} data-testid={`fix-${action.name}`}>
            <UploadFile fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
