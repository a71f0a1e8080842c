export const PASSWORD_MIN_LENGTH_EXCLUSIVE = 8;

export const PASSWORD_MESSAGES = {
  length: `La contraseña debe tener más de ${PASSWORD_MIN_LENGTH_EXCLUSIVE} caracteres`,
  digit: 'La contraseña debe tener al menos un número',
  uppercase: 'La contraseña debe tener al menos una letra mayúscula',
  special: 'La contraseña debe tener al menos un carácter especial',
  mismatch: 'Las contraseñas no coinciden',
} as const;

// Unicode classes so "Ñ" counts as uppercase and "ñ" is not mistaken for a special character.
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;
// anything that is not a letter, a digit or blank space: symbols and punctuation
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** Every unmet password rule of spec §5, in display order; empty when the password is acceptable. */
export function passwordProblems(password: string | null | undefined): string[] {
  const pw = password ?? '';
  const problems: string[] = [];
  // code points, so an emoji or accented letter counts as one character as the user sees it
  if ([...pw].length <= PASSWORD_MIN_LENGTH_EXCLUSIVE) problems.push(PASSWORD_MESSAGES.length);
  if (!DIGIT.test(pw)) problems.push(PASSWORD_MESSAGES.digit);
  if (!UPPERCASE.test(pw)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (!SPECIAL.test(pw)) problems.push(PASSWORD_MESSAGES.special);
  return problems;
}

/** First unmet password rule, or null when the password is acceptable. */
export function validatePassword(password: string | null | undefined): string | null {
  return passwordProblems(password)[0] ?? null;
}

/** Null when the confirmation equals the password, else "Las contraseñas no coinciden". */
export function passwordsMatch(password: string | null | undefined, confirmation: string | null | undefined): string | null {
  return (password ?? '') === (confirmation ?? '') ? null : PASSWORD_MESSAGES.mismatch;
}
