import type { Feature } from '../../app/feature.ts';
import { OthersFinalizeDialog } from './finalize-dialog.tsx';

export const otherAccountsFeature: Feature = {
  name: 'other-accounts',
  // a hand-fulfilled request is finished with the credentials it delivers
  extensions: { 'digital-account-others': { actionDialogs: { finalize: OthersFinalizeDialog } } },
};
