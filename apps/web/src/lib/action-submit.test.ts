import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.ts';
import { dialogState, closeError } from '../components/dialogs/dialog-bus.ts';
import { fieldErrorsOf, runAction } from './action-submit.ts';

describe('the submit cycle', () => {
  it('is busy while the action runs and answers its result', async () => {
    const seen: boolean[] = [];
    const result = await runAction((b) => seen.push(b), async () => 7);
    expect(result).toBe(7);
    expect(seen).toEqual([true, false]);
  });

  it('a failure shows the server\'s Spanish message in the error dialog and clears busy', async () => {
    closeError();
    const seen: boolean[] = [];
    const result = await runAction((b) => seen.push(b), async () => { throw new ApiError(409, 'Sin existencias'); });
    expect(result).toBeUndefined();
    expect(seen).toEqual([true, false]);
    expect(dialogState().error?.message).toBe('Sin existencias');
    closeError();
  });

  it('a screen may show the message in place and undo what the failure leaves', async () => {
    let shown = '';
    let undone = false;
    await runAction(() => {}, async () => { throw new ApiError(422, 'Existen campos con errores', { errors: { name: 'Requerido' } }); }, {
      errorTo: (m) => { shown = m; },
      onError: (err) => { undone = fieldErrorsOf(err).name === 'Requerido'; },
    });
    expect(shown).toBe('Existen campos con errores');
    expect(undone).toBe(true);
    expect(dialogState().error).toBeNull();
  });
});
