import { formatDate, formatDateTime, formatMoney, REDEEM_MAX_FAILURES, REDEEM_WINDOW_SECONDS, redeemableBalance as codeDef } from '@app/shared';
import { sql } from 'drizzle-orm';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { AppError, tooMany } from '../../lib/errors.ts';
import { post } from '../ledger/index.ts';
import { hashCode } from './code-vault.ts';
import { notifyRedeemed } from './redeemable-events.ts';
import { insertAttempt, pruneAttempts, recentFailures, setOutcome, takeUserTurn } from './redeem-attempt-repository.ts';
import { lockCodeByHash, updateCode, type CodeRow } from './redeemable-repository.ts';

/** Who redeems: a signed-in user, into its own balance, among the codes of its own company. */
export interface Redeemer {
  companyId: number;
  user: { id: number; name: string };
}

/** Why a redemption was refused, as the attempts table keeps it; the answer's code is the same in capitals. */
type RefusalOutcome = 'unknown' | 'already_redeemed' | 'annulled' | 'expired' | 'unassigned' | 'unsold';

/** A refusal with the reason it is kept under in the attempts table. */
class Refusal extends AppError {
  constructor(status: number, message: string, readonly outcome: RefusalOutcome) {
    super(status, message, undefined, `CODE_${outcome.toUpperCase() as Uppercase<RefusalOutcome>}`);
  }
}

const money = (cents: number) => formatMoney(cents, { decimals: 0 });

/** Why a code found by its text cannot be redeemed now, each case in its own words; null when it can. */
function refusal(row: CodeRow & { expired: boolean }, userId: number): Refusal | null {
  switch (row.status) {
    case 'redeemed': {
      const when = row.redeemed_at ? ` el ${formatDateTime(row.redeemed_at)}` : '';
      return new Refusal(409, row.redeemed_by === userId ? `Ya redimiste este código${when}: su saldo ya está en tu cuenta.` : `Este código ya fue redimido${when}: cada código se redime una sola vez.`, 'already_redeemed');
    }
    case 'annulled':
      return new Refusal(409, 'Este código fue anulado por la empresa y no se puede redimir. Comunícate con quien te lo vendió.', 'annulled');
    default:
  }
  if (row.expired) return new Refusal(409, `Este código venció el ${formatDate(row.expires_at)} y ya no se puede redimir.`, 'expired');
  if (row.status === 'available') {
    return new Refusal(409, 'Este código todavía no ha sido entregado a ningún vendedor, así que no se puede redimir. Si alguien te lo vendió, avísale a la empresa.', 'unassigned');
  }
  if (row.status === 'assigned') {
    return new Refusal(409, 'Este código aún no figura como vendido: pide a quien te lo vendió que registre la venta y vuelve a intentarlo.', 'unsold');
  }
  return null;
}

/**
 * sold → redeemed inside the caller's transaction (the API's, or the seed's): the code found by its text among the
 * company's, locked, checked, marked, and its value credited to the user through the ledger; or a refusal saying
 * why, with nothing changed.
 */
export async function redeemCode(tx: Tx, r: Redeemer, typed: string) {
  const row = await lockCodeByHash(tx, r.companyId, hashCode(typed));
  if (!row) throw new Refusal(404, 'Ese código no existe. Revísalo y escríbelo de nuevo (no importan las mayúsculas ni los guiones).', 'unknown');
  const refused = refusal(row, r.user.id);
  if (refused) throw refused;
  const after = await updateCode(tx, row.id, { status: 'redeemed', redeemed_by: r.user.id, redeemed_at: sql`now()` });
  const [entry] = await post(tx, {
    companyId: r.companyId,
    actor: { id: r.user.id, name: r.user.name },
    object: { type: codeDef.name, id: row.id },
    postings: [{
      account: { type: 'user', id: r.user.id }, amount: row.value, kind: 'redeem', key: `redeemable:${row.id}:redeem`,
      note: `Código ${row.code} redimido`,
    }],
  });
  const { expired: _, ...before } = row;
  await writeLog(tx, {
    companyId: r.companyId, objectType: codeDef.name, objectId: row.id, actor: { id: r.user.id, name: r.user.name },
    text: `Código redimido por ${r.user.name}: ${money(row.value)} acreditados a su saldo`, changes: diffChanges(before, after),
  });
  await notifyRedeemed(tx, after, r.user);
  return { amount: row.value, balance: entry.balance_after, code: row.code, id: row.id };
}

/**
 * Redeeming a code (DOMAIN.md "Redeemable balance"): a user types a code and, if it was sold and has not expired,
 * its value is credited to the user's balance at once (ledger row `redeemable:{id}:redeem`, the live sidebar and a
 * notification follow from the commit). A code redeems once, ever: the code's row is locked while it is checked and
 * marked, and the ledger's unique key refuses a second credit of the same code whatever happens above it.
 *
 * Guessing is throttled: each attempt is recorded first (per user, in turn), and a user with REDEEM_MAX_FAILURES
 * attempts in the last REDEEM_WINDOW_SECONDS that did not redeem gets 429 before its code is even looked up.
 */
export function redeemService(db: Db) {
  /** Records the attempt, or refuses it when the user already failed too often (429, nothing recorded). */
  const begin = (r: Redeemer) => inTransaction(db, async (tx) => {
    await takeUserTurn(tx, r.user.id);
    if ((await recentFailures(tx, r.user.id, REDEEM_WINDOW_SECONDS)) >= REDEEM_MAX_FAILURES) {
      throw tooMany('Intentaste demasiados códigos que no se pudieron redimir. Espera un minuto y vuelve a intentarlo.');
    }
    await pruneAttempts(tx, r.user.id);
    return insertAttempt(tx, r.companyId, r.user.id);
  });

  return {
    async redeem(r: Redeemer, typed: string) {
      const attempt = await begin(r);
      try {
        const result = await inTransaction(db, (tx) => redeemCode(tx, r, typed));
        await setOutcome(db, attempt, 'redeemed');
        return result;
      } catch (err) {
        await setOutcome(db, attempt, err instanceof Refusal ? err.outcome : 'error').catch(() => {});
        throw err;
      }
    },
  };
}

export type RedeemService = ReturnType<typeof redeemService>;
