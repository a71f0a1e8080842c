import { RecordRevealButton } from './record-reveal-button.tsx';
import { ViewHistoryButton } from './view-history-button.tsx';

/**
 * What the credentials feature adds to a record page with credentials (a stock account or profile, a hand-fulfilled
 * request): the reveal and the view history.
 */
export function RecordCredentialActions() {
  return (
    <>
      <RecordRevealButton />
      <ViewHistoryButton />
    </>
  );
}
