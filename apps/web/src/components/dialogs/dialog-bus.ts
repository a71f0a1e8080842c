import { GENERIC_ERROR } from '../../api/http.ts';

/**
 * Error and success dialogs can be asked for from anywhere (a click handler, the HTTP layer, react-admin's
 * notifications); one mounted <GlobalDialogs> shows them. At most one of each kind is open: a second error
 * while one is showing (e.g. several calls failing together) is not stacked.
 */
export interface ErrorRequest {
  message: string;
  /** Spec §8: on a network failure or lost session, list the possible causes and go to / afterwards. */
  causes?: boolean;
  redirectHome?: boolean;
}
export interface SuccessRequest {
  message: string;
  onClose?: () => void;
}
export interface DialogState {
  error: ErrorRequest | null;
  success: SuccessRequest | null;
}

let state: DialogState = { error: null, success: null };
const listeners = new Set<() => void>();
const set = (next: DialogState) => {
  state = next;
  for (const l of listeners) l();
};

export const dialogState = (): DialogState => state;
export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showError(message?: string | null, options: Omit<ErrorRequest, 'message'> = {}): void {
  if (state.error) {
    // a cause list wins over a plain message: it is the more useful of the two
    if (options.causes && !state.error.causes) set({ ...state, error: { message: message || GENERIC_ERROR, ...options } });
    return;
  }
  set({ ...state, error: { message: message || GENERIC_ERROR, ...options } });
}

export function showSuccess(message: string, onClose?: () => void): void {
  set({ ...state, success: { message, onClose } });
}

export const closeError = () => set({ ...state, error: null });
export const closeSuccess = () => set({ ...state, success: null });

/** The message to show for anything thrown by a call. */
export const errorMessage = (err: unknown): string =>
  (err instanceof Error && err.message) || (typeof err === 'string' && err) || GENERIC_ERROR;
