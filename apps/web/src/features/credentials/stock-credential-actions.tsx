import { StockRevealButton } from './stock-reveal-button.tsx';
import { ViewHistoryButton } from './view-history-button.tsx';

/** What the credentials feature adds to a stock account's or profile's form: the reveal and the view history. */
export function StockCredentialActions() {
  return (
    <>
      <StockRevealButton />
      <ViewHistoryButton />
    </>
  );
}
