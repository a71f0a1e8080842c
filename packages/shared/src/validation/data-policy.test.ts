import { describe, expect, it } from 'vitest';
import { DATA_POLICY_TEXT, dataPolicyValue } from './data-policy.ts';

describe('dataPolicyValue', () => {
  it.each([
    [true, true],
    [false, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (checked, value) => {
    expect(dataPolicyValue(checked)).toBe(value);
  });

  it('asks to authorize personal data and accept the privacy policy', () => {
    expect(DATA_POLICY_TEXT).toMatch(/Autorizo el tratamiento de mis datos personales/);
    expect(DATA_POLICY_TEXT).toMatch(/acepto la política de privacidad/);
  });
});
