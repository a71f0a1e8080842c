import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES as M, passwordProblems, passwordsMatch, validatePassword } from './password.ts';

describe('passwordProblems', () => {
  it.each([
    // exactly 8 characters is not "more than 8"
    ['Abcdef1!', [M.length]],
    ['Abcdefg1!', []],
    ['Ñandú2024#', []],
    ['CLAVE-SEGURA-9', []],
    ['abcdefgh1!', [M.uppercase]],
    ['Abcdefghi!', [M.digit]],
    ['Abcdefghi1', [M.special]],
    // a space is not a special character, an accented letter neither
    ['Abcdefgh 1', [M.special]],
    ['Abcdéfghi1', [M.special]],
    ['', [M.length, M.digit, M.uppercase, M.special]],
    ['abc', [M.length, M.digit, M.uppercase, M.special]],
  ])('%j → %j', (pw, problems) => {
    expect(passwordProblems(pw)).toEqual(problems);
  });

  it.each([[null], [undefined]])('%j has every problem', (pw) => {
    expect(passwordProblems(pw)).toHaveLength(4);
  });
});

describe('validatePassword', () => {
  it.each([
    ['Abcdef1!', M.length],
    ['Abcdefg1!', null],
    ['abcdefgh1!', 'La contraseña debe tener al menos una letra mayúscula'],
    ['Abcdefghi!', 'La contraseña debe tener al menos un número'],
    ['Abcdefghi1', 'La contraseña debe tener al menos un carácter especial'],
    ['', 'La contraseña debe tener más de 8 caracteres'],
  ])('%j → %j', (pw, message) => {
    expect(validatePassword(pw)).toBe(message);
  });
});

describe('passwordsMatch', () => {
  it.each([
    ['Abcdefg1!', 'Abcdefg1!', null],
    ['Abcdefg1!', 'abcdefg1!', 'Las contraseñas no coinciden'],
    ['Abcdefg1!', '', 'Las contraseñas no coinciden'],
    ['', null, null],
  ])('%j vs %j → %j', (a, b, message) => {
    expect(passwordsMatch(a, b)).toBe(message);
  });
});
