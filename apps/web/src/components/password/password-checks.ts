import { PASSWORD_MESSAGES, passwordProblems } from '@app/shared/validation/password';

export const PASSWORD_RULES = ['length', 'digit', 'upper', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const MESSAGE_OF: Record<PasswordRule, string> = {
  length: PASSWORD_MESSAGES.length,
  digit: PASSWORD_MESSAGES.digit,
  upper: PASSWORD_MESSAGES.uppercase,
  special: PASSWORD_MESSAGES.special,
};

/** Which spec §5 rules a password meets, for the live checklist (the rules themselves live in shared). */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  const problems = passwordProblems(password);
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r, !problems.includes(MESSAGE_OF[r])])) as Record<PasswordRule, boolean>;
}

export const passwordOk = (password: string): boolean => passwordProblems(password).length === 0;
