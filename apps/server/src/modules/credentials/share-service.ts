import { SHARE_DEFAULT_HOURS, SHARE_DEFAULT_VIEWS, type CreateShareInput } from '@app/shared/contracts/credentials';
import { inTransaction, type Db } from '../../db/client.ts';
import { writeLog } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import {
  countShareView, findAccountUnit, findProfileUnit, insertShare, lockShareByHash, revokeShare, userPath, type ShareRow, type UnitRow,
} from './credential-repository.ts';
import { ownedUnitInReach, reaches } from './unit-access.ts';
import { recordViews } from './credential-views.ts';
import { hashShareToken, isShareToken, newShareToken } from './share-token.ts';

const missingLink = () => notFound('El enlace no existe.');

/** A unit's own row in the audit log: the profile, or the account sold whole. */
const logTarget = (unit: UnitRow) =>
  unit.profile_id !== null ? { objectType: 'profiles', objectId: unit.profile_id } : { objectType: 'digital-account', objectId: unit.digital_account_id };

/** What opening a link found: the unit to show, or why it shows nothing. */
export type OpenedShare =
  | { state: 'ok'; unit: UnitRow; share: ShareRow }
  | { state: 'missing' }
  | { state: 'gone'; reason: 'expired' | 'revoked' | 'used' | 'released' };

/**
 * Share links (DOMAIN.md "Credential views"): a buyer (or its seller, or staff) shares one unit it reaches through
 * an expiring, view-limited, revocable link; the public page shows that unit's credentials and counts a view.
 */
/** `linkBase` turns the request's origin into the product's public address (PUBLIC_URL wins when configured). */
export function shareService(db: Db, linkBase: (origin: string) => string) {
  return {
    async create(auth: AuthContext, input: CreateShareInput, origin: string) {
      const hours = input.expires_in_hours ?? SHARE_DEFAULT_HOURS;
      const maxViews = input.max_views ?? SHARE_DEFAULT_VIEWS;
      const token = newShareToken();
      const row = await inTransaction(db, async (tx) => {
        const unit = await ownedUnitInReach(tx, auth, input);
        const share = await insertShare(tx, {
          company_id: auth.tenant.id, token_hash: hashShareToken(token), profile_id: unit.profile_id, digital_account_id: unit.digital_account_id,
          created_by: auth.user.id, expires_at: new Date(Date.now() + hours * 3_600_000).toISOString(), max_views: maxViews,
        });
        await writeLog(tx, {
          companyId: auth.tenant.id, ...logTarget(unit), actor: auth.actor,
          text: `Enlace para compartir credenciales creado (${hours} h, máximo ${maxViews} ${maxViews === 1 ? 'vista' : 'vistas'})`,
        });
        return share;
      });
      return { url: `${linkBase(origin)}/s/${token}`, token, expires_at: new Date(row.expires_at).toISOString(), max_views: row.max_views };
    },

    /** Revokes a link its creator (or someone above the creator, or staff) made; any other token reads as missing. */
    async revoke(auth: AuthContext, token: string) {
      if (!isShareToken(token)) throw missingLink();
      return inTransaction(db, async (tx) => {
        const share = await lockShareByHash(tx, hashShareToken(token));
        if (!share || share.company_id !== auth.tenant.id) throw missingLink();
        if (share.created_by !== auth.user.id && !reaches(auth, await userPath(tx, share.created_by))) throw missingLink();
        const row = await revokeShare(tx, share.id);
        await writeLog(tx, {
          companyId: auth.tenant.id, actor: auth.actor, text: 'Enlace para compartir credenciales revocado',
          ...(row.profile_id !== null ? { objectType: 'profiles', objectId: row.profile_id } : { objectType: 'digital-account', objectId: row.digital_account_id }),
        });
        return {
          expires_at: new Date(row.expires_at).toISOString(), revoked_at: new Date(row.revoked_at!).toISOString(), views: row.views, max_views: row.max_views,
        };
      });
    },

    /**
     * Opens a link without a session: counts a view and records it (source `share`) when the link still works, in
     * one transaction with the link locked, so concurrent openings never pass max_views.
     */
    async open(token: string, ip: string | null): Promise<OpenedShare> {
      if (!isShareToken(token)) return { state: 'missing' };
      return inTransaction(db, async (tx): Promise<OpenedShare> => {
        const share = await lockShareByHash(tx, hashShareToken(token));
        if (!share) return { state: 'missing' };
        if (share.revoked_at) return { state: 'gone', reason: 'revoked' };
        if (new Date(share.expires_at).getTime() <= Date.now()) return { state: 'gone', reason: 'expired' };
        if (share.views >= share.max_views) return { state: 'gone', reason: 'used' };
        const unit = share.profile_id !== null
          ? await findProfileUnit(tx, share.company_id, share.profile_id)
          : await findAccountUnit(tx, share.company_id, share.digital_account_id);
        // a unit released, replaced or refunded since is no longer the sharer's to show
        if (!unit || unit.owner_id === null) return { state: 'gone', reason: 'released' };
        await countShareView(tx, share.id);
        await recordViews(tx, { companyId: share.company_id, userId: null, apiKeyId: null, shareId: share.id, ip }, 'share-link', [unit]);
        return { state: 'ok', unit, share: { ...share, views: share.views + 1 } };
      });
    },
  };
}

export type ShareService = ReturnType<typeof shareService>;
