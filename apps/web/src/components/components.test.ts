import { describe, expect, it } from 'vitest';
import { joinPhone, splitPhone, whatsappLink } from './form/phone-value.ts';
import { changeText, parseChanges } from './log-changes.ts';
import { passwordChecks, passwordOk } from './password/password-checks.ts';

describe('phones', () => {
  it.each([
    ['3001234567', 'https://wa.me/573001234567'],
    ['+57 300 123 4567', 'https://wa.me/573001234567'],
    ['+593 99 123 4567', 'https://wa.me/593991234567'],
    ['https://wa.me/573000000000', 'https://wa.me/573000000000'],
    ['', null],
    [null, null],
    ['abc', null],
  ])('whatsappLink(%j) → %j', (phone, link) => expect(whatsappLink(phone)).toBe(link));

  it('splits and joins with the picker countries', () => {
    expect(splitPhone('+5939912345')).toEqual({ country: 'ec', digits: '9912345' });
    expect(splitPhone('+13055551234')).toEqual({ country: 'us', digits: '3055551234' });
    expect(splitPhone('3001234567')).toEqual({ country: 'co', digits: '3001234567' });
    expect(splitPhone(null)).toEqual({ country: 'co', digits: '' });
    expect(joinPhone('mx', '55-1234-5678')).toBe('+525512345678');
    expect(joinPhone('co', '')).toBe('');
  });
});

describe('log changes', () => {
  it('reads JSON text or objects of [before, after]', () => {
    expect(parseChanges('{"name":["A","B"],"active":[true,false]}')).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'active', before: true, after: false },
    ]);
    expect(parseChanges({ code: [null, 'X'] })).toEqual([{ field: 'code', before: null, after: 'X' }]);
    expect(parseChanges('no json')).toEqual([]);
    expect(parseChanges('')).toEqual([]);
    expect(parseChanges(null)).toEqual([]);
  });
  it('shows values as text', () => {
    expect(changeText(true)).toBe('SÍ');
    expect(changeText(null)).toBe('—');
    expect(changeText({ a: 1 })).toBe('{"a":1}');
    expect(changeText(5)).toBe('5');
  });
});

describe('password checklist', () => {
  it('ticks each spec §5 rule separately', () => {
    expect(passwordChecks('')).toEqual({ length: false, digit: false, upper: false, special: false });
    expect(passwordChecks('abcdefghi')).toEqual({ length: true, digit: false, upper: false, special: false });
    expect(passwordChecks('Abcdefgh1!')).toEqual({ length: true, digit: true, upper: true, special: true });
    expect(passwordOk('Abcdefg1!')).toBe(true);
    expect(passwordOk('Abcdef1!')).toBe(false);
  });
});

describe('user roles checklist', async () => {
  const { rolesChanged } = await import('../features/users/roles-logic.ts');
  const roles = [{ id: 1, name: 'A', selected: true }, { id: 2, name: 'B', selected: false }];
  it('enables save only when the ticked groups differ', () => {
    expect(rolesChanged(roles, new Set([1]))).toBe(false);
    expect(rolesChanged(roles, new Set([1, 2]))).toBe(true);
    expect(rolesChanged(roles, new Set([2]))).toBe(true);
    expect(rolesChanged(roles, new Set())).toBe(true);
  });
});
