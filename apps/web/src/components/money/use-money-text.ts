import { formatMoneyInput, moneyInputToCents, typeMoney } from '@app/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';

export interface MoneyTextState {
  text: string;
  /** Caret to restore after the render, or null (a value set from outside leaves the caret alone). */
  caret: number | null;
  /** Bumped on every keystroke: a keystroke the field ignores (a dot typed) still renders and restores the caret. */
  seq: number;
}

/** The field's state after the browser changed its text to `raw` (caret at `caret`), and the cents it now holds. */
export function moneyKeystroke(state: MoneyTextState, raw: string, caret: number, inputType = ''): { state: MoneyTextState; cents: number | null } {
  const next = typeMoney(raw, caret, { previous: state.text, deletion: inputType === 'deleteContentForward' ? 'forward' : 'backward' });
  return { state: { text: next.text, caret: next.caret, seq: state.seq + 1 }, cents: next.pesos === null ? null : moneyInputToCents(next.text) };
}

/** The text a value set from outside shows, unless the field already shows that value (keeps "0" typed as "0"). */
export function followValue(state: MoneyTextState, cents: number | null): MoneyTextState {
  const shown = moneyInputToCents(state.text);
  if (shown === (cents ?? null)) return state;
  return { text: cents === null ? '' : formatMoneyInput(cents), caret: null, seq: state.seq };
}

/**
 * A money input's text, kept apart from its value so it can be regrouped while typing with the caret where the
 * person left it (React would otherwise put it at the end whenever the text differs from what was typed).
 */
export function useMoneyText(value: number | null, onChange: (cents: number | null) => void, outerRef?: Ref<HTMLInputElement>) {
  const input = useRef<HTMLInputElement | null>(null);
  const [state, setState] = useState<MoneyTextState>(() => ({ text: value === null ? '' : formatMoneyInput(value), caret: null, seq: 0 }));

  useEffect(() => setState((s) => followValue(s, value)), [value]);

  useLayoutEffect(() => {
    const el = input.current;
    if (el && state.caret !== null && el.ownerDocument.activeElement === el) el.setSelectionRange(state.caret, state.caret);
  }, [state]);

  const ref = useCallback((el: HTMLInputElement | null) => {
    input.current = el;
    if (typeof outerRef === 'function') outerRef(el);
    else if (outerRef) (outerRef as { current: HTMLInputElement | null }).current = el;
  }, [outerRef]);

  const handle = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const el = e.target;
    const inputType = (e.nativeEvent as InputEvent).inputType ?? '';
    const next = moneyKeystroke(state, el.value, el.selectionStart ?? el.value.length, inputType);
    setState(next.state);
    if (next.cents !== value) onChange(next.cents);
  };

  return { text: state.text, onChange: handle, ref };
}
