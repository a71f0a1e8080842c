import type { Feature } from '../../app/feature.ts';
import { StockCredentialActions } from './stock-credential-actions.tsx';

/**
 * Credentials' trace in the web: a screen reveals one unit's masked password and PIN at a time (a view each), a
 * buyer shares a delivered unit by link, and staff read a stock unit's view history.
 */
export { ShareCredentialsButton } from './share-credentials-button.tsx';
export { revealUnit } from './api.ts';
export { useUnitReveals, type UnitRef, type UnitReveals } from './use-unit-reveals.ts';

export const credentialsFeature: Feature = {
  name: 'credentials',
  extensions: { 'digital-account': { editActions: StockCredentialActions }, profiles: { editActions: StockCredentialActions } },
};
