import { Box } from '@mui/material';
import { DeleteRowButton } from './delete-row-button.tsx';
import { LogButton } from './log-button.tsx';
import { WorkflowButtons } from './workflow-buttons.tsx';

/** The last column of every engine list: workflow actions, log viewer, delete. */
export function RowActions(_props: { label?: string; sortable?: boolean; textAlign?: 'right' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end' }}>
      <WorkflowButtons />
      <LogButton />
      <DeleteRowButton />
    </Box>
  );
}
