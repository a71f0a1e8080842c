import type { Feature } from '../../app/feature.ts';
import { RecordCredentialActions } from './record-credential-actions.tsx';

/**
 * Credentials' trace in the web: a screen reveals one unit's masked password and PIN at a time (a view each), a
 * buyer shares a delivered unit by link, and staff read a unit's view history (a stock account or profile, a
 * hand-fulfilled request, whose page shows the request to its buyer read-only).
 */
export { ShareCredentialsButton } from './share-credentials-button.tsx';
export { revealUnit } from './api.ts';
export { useUnitReveals, type UnitRef, type UnitReveals } from './use-unit-reveals.ts';

export const credentialsFeature: Feature = {
  name: 'credentials',
  extensions: {
    'digital-account': { editActions: RecordCredentialActions },
    profiles: { editActions: RecordCredentialActions },
    'digital-account-others': { editActions: RecordCredentialActions, showActions: RecordCredentialActions },
  },
};
