import { ApiError } from '../api/http.ts';
import { errorMessage, showError } from '../components/dialogs/dialog-bus.ts';

export interface ActionOptions {
  /**
   * Where the Spanish message of a failure goes: the error dialog unless the screen shows it in place (a line
   * under the form).
   */
  errorTo?: (message: string, err: unknown) => void;
  /** What else a failure undoes (a toggled value, a preview, the per-field errors it marks). */
  onError?: (err: unknown) => unknown;
}

/**
 * The one cycle of every dialog and form that sends something: busy while the action runs, the server's Spanish
 * message on failure, busy off at the end whatever happened. The action itself closes its dialog or says its
 * success, so a failure leaves the dialog open with what the user typed. Answers the action's result, or
 * undefined when it failed.
 */
export async function runAction<T>(setBusy: (busy: boolean) => void, action: () => Promise<T>, options: ActionOptions = {}): Promise<T | undefined> {
  setBusy(true);
  try {
    return await action();
  } catch (err) {
    await options.onError?.(err);
    if (options.errorTo) options.errorTo(errorMessage(err), err);
    else showError(errorMessage(err));
    return undefined;
  } finally {
    setBusy(false);
  }
}

/** The per-field messages of a 422 (`errors` of the envelope), or none. */
export const fieldErrorsOf = (err: unknown): Record<string, string> =>
  (err instanceof ApiError && err.body.errors) || {};
