import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { digitalAccountFaultExtension, faultExtension } from './fault-extension.tsx';

export { FaultReportButton } from './fault-report-button.tsx';

export const faultsFeature: Feature = {
  name: 'faults',
  // fault reports are resolved in their own dialogs; a whole account is marked faulty from its form
  extensions: { 'report-fault-account': faultExtension, 'digital-account': digitalAccountFaultExtension },
  createPages: {
    'report-fault-account': { permission: 'report-fault-account.create', page: lazyPage(() => import('./fault-create-page.tsx')) },
  },
};
