import { describe, expect, it } from 'vitest';
import { groupPesos, moneyTextToPesos, splitMoneyText, typeMoney, type MoneyKeystroke } from './money-text.ts';

describe('moneyTextToPesos: Colombian separators, 0 decimals', () => {
  it.each<[string, number | null]>([
    ['9500', 9500],
    ['9.500', 9500],
    ['9,500', 9500],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['$ 9.000,00', 9000],
    ['9.000,5', 9001],
    ['9.000,49', 9000],
    ['9,5', 10],
    ['1,234.5', 1235],
    ['1,234.49', 1234],
    ['9.00', 900],
    ['1.2.3', 123],
    ['7.', 7],
    ['9.500,', 9500],
    ['0', 0],
    ['007', 7],
    ['', null],
    ['abc', null],
    ['.', null],
    ['99999999999999999999', null],
  ])('%j → %j', (text, pesos) => {
    expect(moneyTextToPesos(text)).toBe(pesos);
  });

  it('splits whole digits from decimals', () => {
    expect(splitMoneyText('$ 1.234,56')).toEqual({ whole: '1234', fraction: '56' });
    expect(splitMoneyText('1.234.567')).toEqual({ whole: '1234567', fraction: '' });
  });
});

describe('groupPesos', () => {
  it.each<[number | bigint, string]>([[0, '0'], [999, '999'], [9500, '9.500'], [1234567, '1.234.567'], [-2500, '-2.500'], [50000000n, '50.000.000']])(
    '%s → %j', (pesos, text) => expect(groupPesos(pesos)).toBe(text),
  );
});

/** Types `keys` one at a time at the caret, as a person does, starting from an empty field. */
function typeKeys(keys: string): { text: string; caret: number } {
  let state = { text: '', caret: 0 };
  for (const key of keys) {
    const raw = state.text.slice(0, state.caret) + key + state.text.slice(state.caret);
    state = typeMoney(raw, state.caret + 1, { previous: state.text });
  }
  return state;
}

/** `shown` with a caret marker "|" → the input after the browser applied Backspace or Delete there. */
function deleteAt(shown: string, deletion: 'backward' | 'forward'): [string, number, MoneyKeystroke] {
  const at = shown.indexOf('|');
  const text = shown.replace('|', '');
  const raw = deletion === 'backward' ? text.slice(0, at - 1) + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
  return [raw, deletion === 'backward' ? at - 1 : at, { previous: text, deletion }];
}

const withCaret = ({ text, caret }: { text: string; caret: number }) => `${text.slice(0, caret)}|${text.slice(caret)}`;

describe('typeMoney: what a money input shows while typing', () => {
  it.each([
    ['9500', '9.500|'],
    ['1234567', '1.234.567|'],
    ['0', '0|'],
    ['05', '5|'],
    ['9.500', '9.500|'],
    ['9,500', '9.500|'],
    ['12a3', '123|'],
  ])('typing %j shows %j', (keys, shown) => {
    expect(withCaret(typeKeys(keys))).toBe(shown);
  });

  it('keeps the caret after the digit typed in the middle', () => {
    // "9.5|00" + "1" → "95.1|00"
    expect(withCaret(typeMoney('9.5100', 4, { previous: '9.500' }))).toBe('95.1|00');
    // typed before everything: "|9.500" + "1" → "1|9.500"
    expect(withCaret(typeMoney('19.500', 1, { previous: '9.500' }))).toBe('1|9.500');
  });

  it('Backspace and Delete over a digit remove that digit and regroup', () => {
    expect(withCaret(typeMoney(...deleteAt('95.1|00', 'backward')))).toBe('9.5|00');
    expect(withCaret(typeMoney(...deleteAt('1.234|.567', 'backward')))).toBe('123|.567');
    expect(withCaret(typeMoney(...deleteAt('9.|500', 'forward')))).toBe('9|00');
    expect(withCaret(typeMoney(...deleteAt('9.500|', 'backward')))).toBe('950|');
  });

  it('Backspace just after a dot deletes the digit before it; Delete just before it, the digit after', () => {
    expect(withCaret(typeMoney(...deleteAt('9.|500', 'backward')))).toBe('|500');
    expect(withCaret(typeMoney(...deleteAt('12.|500', 'backward')))).toBe('1|.500');
    expect(withCaret(typeMoney(...deleteAt('12|.500', 'forward')))).toBe('1.2|00');
  });

  it('a paste is read whole: Colombian or English amounts, decimals rounded', () => {
    expect(withCaret(typeMoney('$ 9.000,00', 10))).toBe('9.000|');
    expect(withCaret(typeMoney('1,234.56', 8))).toBe('1.235|');
    expect(withCaret(typeMoney('9.999,6', 7))).toBe('10.000|');
  });

  it('emptying the field gives no value', () => {
    expect(typeMoney('', 0, { previous: '5' })).toEqual({ text: '', caret: 0, pesos: null });
    expect(typeMoney('.', 1, { previous: '' })).toEqual({ text: '', caret: 0, pesos: null });
  });

  it('answers the pesos shown', () => {
    expect(typeMoney('9500', 4).pesos).toBe(9500);
    expect(typeMoney('9.000,5', 7).pesos).toBe(9001);
  });

  it('refuses a digit beyond 13 (cents stay a safe integer): the one just typed goes', () => {
    const full = '9.999.999.999.999';
    expect(withCaret(typeMoney(`${full}1`, full.length + 1, { previous: full }))).toBe(`${full}|`);
    expect(withCaret(typeMoney(`1${full}`, 1, { previous: full }))).toBe(`|${full}`);
  });
});
