import { hash, verify } from '@node-rs/argon2';

// argon2id is the library default; OWASP's recommendation: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when the username is unknown, so a miss costs as long as a wrong password. */
let dummyHash: Promise<string> | null = null;
export const timingDummyHash = () => (dummyHash ??= hashPassword('dummy-password-for-timing'));
