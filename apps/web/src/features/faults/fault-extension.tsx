import type { ResourceExtension } from '../../engine/extension-types.ts';
import { FaultStatusAside } from './fault-status-aside.tsx';
import { MarkAccountFaultyButton } from './mark-account-faulty-button.tsx';
import { NewFaultButton } from './new-fault-button.tsx';
import { ReassignDialog } from './reassign-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';

/**
 * Fault reports on their generic screens: "Reportar falla" on the list, each resolution in its own dialog (the
 * refund it gives, the configured penalty, the stock), and beside a report its outcome with the replacement's
 * credentials.
 */
export const faultExtension: ResourceExtension = {
  listActions: NewFaultButton,
  showAside: FaultStatusAside,
  actionDialogs: { reasing: ReassignDialog, refund: RefundDialog, reject: RejectDialog },
};

/** A digital account's form: staff mark it faulty and reassign what it sold in one action. */
export const digitalAccountFaultExtension: ResourceExtension = { editActions: MarkAccountFaultyButton };
