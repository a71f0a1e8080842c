import { CREDENTIAL_MASK, maskCredential as mask } from '@app/shared/contracts/credentials';

/** A delivered unit as a list or detail answers it: the fields that may hold a secret. */
interface UnitWithSecrets {
  password: string;
  pin: string | null;
  profiles?: { id: number; name: string; pin: string | null }[] | null;
  message: string;
}

/**
 * A unit as lists and details send it (DOMAIN.md "Credential views"): its password and PINs masked, and masked in
 * the copy-ready message too (the template's text with the unit's values), so no field of the answer carries a
 * secret; the web asks the reveal call for them, which records the view. Longest secret first, so a PIN inside
 * the password does not leave part of it.
 */
export function maskUnit<T extends UnitWithSecrets>(unit: T): T {
  const secrets = [unit.password, unit.pin, ...(unit.profiles ?? []).map((p) => p.pin)]
    .filter((s): s is string => !!s).sort((a, b) => b.length - a.length);
  const message = secrets.reduce((text, secret) => text.split(secret).join(CREDENTIAL_MASK), unit.message);
  return {
    ...unit,
    password: mask(unit.password),
    pin: mask(unit.pin),
    ...(unit.profiles ? { profiles: unit.profiles.map((p) => ({ ...p, pin: mask(p.pin) })) } : {}),
    message,
  };
}
