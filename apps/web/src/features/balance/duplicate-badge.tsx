import { Chip, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { DUPLICATE_REASONS } from '@app/shared';
import type { RaRecord } from 'react-admin';

export const duplicateReasonLabel = (reason: unknown) => DUPLICATE_REASONS.find((r) => r.value === reason)?.label ?? 'Posible duplicado';

/**
 * The staff's mark on a top-up that seems to repeat an earlier report (same reference or same receipt image). The
 * server answers the suspicion to staff only; the column is offered only to those who approve.
 */
export function DuplicateBadge({ record }: { record: RaRecord }) {
  if (!record.suspected_duplicate_of) return null;
  return (
    <Tooltip title={`${duplicateReasonLabel(record.duplicate_reason)} que la consignación ${record.suspected_duplicate_of}`}>
      <Chip size="small" color="warning" icon={<ContentCopy fontSize="small" />} label="Posible duplicado" data-testid="duplicate-badge" />
    </Tooltip>
  );
}
