import type { RaRecord } from 'react-admin';
import type { ResourceExtension } from '../../engine/extension-types.ts';
import { approveDialogFor } from './approve-dialog.tsx';
import { compareButtonFor } from './compare-button.tsx';
import { DuplicateBadge } from './duplicate-badge.tsx';

/**
 * What staff see of a top-up flagged as a possible duplicate: the badge in the lists (a column only those who
 * approve get), both reports side by side on its screen and in the approval, and the reason approval asks.
 */
export function duplicateReview(resource: string): ResourceExtension {
  const Compare = compareButtonFor(resource);
  return {
    listColumns: [{
      label: 'Alerta', after: 'transaction_id', permission: `${resource}.finalize`,
      render: (record: RaRecord) => <DuplicateBadge record={record} />,
    }],
    actionDialogs: { finalize: approveDialogFor(resource) },
    editActions: Compare,
    showActions: Compare,
  };
}
