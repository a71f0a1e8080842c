import type { Feature } from '../../app/feature.ts';
import { ViewHistoryButton } from './view-history-button.tsx';

/** Credentials' trace in the web: share a delivered unit by link, and staff's view history on stock screens. */
export { ShareCredentialsButton } from './share-credentials-button.tsx';

export const credentialsFeature: Feature = {
  name: 'credentials',
  extensions: { 'digital-account': { editActions: ViewHistoryButton }, profiles: { editActions: ViewHistoryButton } },
};
