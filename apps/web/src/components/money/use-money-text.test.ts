import { describe, expect, it } from 'vitest';
import { followValue, moneyKeystroke, type MoneyTextState } from './use-money-text.ts';

const empty: MoneyTextState = { text: '', caret: null, seq: 0 };

/** Types `keys` at the end of the field, one keystroke each, as the browser reports them. */
function type(keys: string, from: MoneyTextState = empty) {
  let state = from;
  let cents: number | null = null;
  for (const key of keys) {
    const at = state.caret ?? state.text.length;
    ({ state, cents } = moneyKeystroke(state, state.text.slice(0, at) + key + state.text.slice(at), at + 1, 'insertText'));
  }
  return { state, cents };
}

describe('money input keystrokes', () => {
  it('shows "9.500" for 9500 typed and holds 950000 cents', () => {
    const { state, cents } = type('9500');
    expect(state).toMatchObject({ text: '9.500', caret: 5, seq: 4 });
    expect(cents).toBe(950_000);
  });

  it('a dot typed is dropped but still counts as a keystroke (the caret is put back)', () => {
    const { state } = type('9.', empty);
    expect(state.text).toBe('9');
    expect(state.seq).toBe(2);
  });

  it('Backspace right after a separator takes the digit before it', () => {
    const { state, cents } = moneyKeystroke({ text: '12.500', caret: 3, seq: 1 }, '12500', 2, 'deleteContentBackward');
    expect(state).toMatchObject({ text: '1.500', caret: 1 });
    expect(cents).toBe(150_000);
  });

  it('Delete right before a separator takes the digit after it', () => {
    const { state } = moneyKeystroke({ text: '12.500', caret: 2, seq: 1 }, '12500', 2, 'deleteContentForward');
    expect(state).toMatchObject({ text: '1.200', caret: 3 });
  });

  it('clearing the field gives null', () => {
    expect(moneyKeystroke({ text: '5', caret: 1, seq: 1 }, '', 0, 'deleteContentBackward').cents).toBeNull();
  });
});

describe('a value set from outside', () => {
  it('replaces the text when it differs from what is shown', () => {
    expect(followValue({ text: '9.500', caret: 5, seq: 3 }, 1_234_500)).toEqual({ text: '12.345', caret: null, seq: 3 });
    expect(followValue({ text: '9.500', caret: 5, seq: 3 }, null)).toEqual({ text: '', caret: null, seq: 3 });
  });

  it('leaves the text alone when it already shows that value', () => {
    const state = { text: '0', caret: 1, seq: 1 };
    expect(followValue(state, 0)).toBe(state);
  });
});
