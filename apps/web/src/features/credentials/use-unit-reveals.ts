import type { RevealedUnit, RevealInput, RevealScreen } from '@app/shared/contracts/credentials';
import { useCallback, useRef, useState } from 'react';
import { revealUnit } from './api.ts';

/** A unit a screen lists: a profile, an account sold whole (profile_id null), or a hand-fulfilled request. */
export type UnitRef = { profile_id: number | null; digital_account_id: number } | { digital_account_others_id: number };

const keyOf = (u: UnitRef) =>
  ('digital_account_others_id' in u ? `o${u.digital_account_others_id}` : u.profile_id !== null ? `p${u.profile_id}` : `a${u.digital_account_id}`);

/** The reveal call's body naming exactly one unit. */
const bodyOf = (u: UnitRef, screen: RevealScreen): RevealInput =>
  ('digital_account_others_id' in u ? { digital_account_others_id: u.digital_account_others_id, screen }
    : u.profile_id !== null ? { profile_id: u.profile_id, screen } : { digital_account_id: u.digital_account_id, screen });

export interface UnitReveals {
  /** The unit's credentials once revealed on this screen (and not hidden again). */
  shown: (unit: UnitRef) => RevealedUnit | undefined;
  /** Reveals the unit (one call, one view on the server), or answers what this screen already revealed. */
  reveal: (unit: UnitRef) => Promise<RevealedUnit>;
  hide: (unit: UnitRef) => void;
  busy: (unit: UnitRef) => boolean;
}

/**
 * The units a screen revealed (DOMAIN.md "Credential views"): lists answer passwords and PINs masked, and the eye
 * or a copy button asks for one unit, which the server records as a view from `screen`. Held by the screen, above
 * its table and its phone cards, so a resize across the breakpoint keeps what was revealed. A copy of a unit
 * already revealed reuses it (it is on the screen: no second view).
 */
export function useUnitReveals(screen: RevealScreen): UnitReveals {
  const [revealed, setRevealed] = useState<Record<string, RevealedUnit>>({});
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const current = useRef(revealed);
  current.current = revealed;

  const reveal = useCallback(async (unit: UnitRef) => {
    const key = keyOf(unit);
    const known = current.current[key];
    if (known) return known;
    setPending((p) => ({ ...p, [key]: true }));
    try {
      const got = await revealUnit(bodyOf(unit, screen));
      setRevealed((r) => ({ ...r, [key]: got }));
      return got;
    } finally {
      setPending((p) => ({ ...p, [key]: false }));
    }
  }, [screen]);

  return {
    shown: (unit) => revealed[keyOf(unit)],
    reveal,
    hide: (unit) => setRevealed((r) => {
      const { [keyOf(unit)]: _gone, ...rest } = r;
      return rest;
    }),
    busy: (unit) => !!pending[keyOf(unit)],
  };
}
