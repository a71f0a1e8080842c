import { useCallback, useState } from 'react';
import { runAction, type ActionOptions } from './action-submit.ts';

export { fieldErrorsOf } from './action-submit.ts';

/**
 * Busy state and the submit cycle for a dialog or form (lib/action-submit.ts): `run(action)` shows the Spanish
 * error and clears busy; `busy` disables the buttons meanwhile.
 */
export function useActionSubmit() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(<T,>(action: () => Promise<T>, options?: ActionOptions) => runAction(setBusy, action, options), []);
  return { busy, run };
}
