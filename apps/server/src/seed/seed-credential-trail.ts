import { OWNED_PROFILE_STATES } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { hashShareToken, recordViews } from '../modules/credentials/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';

/** The demo's live share link (README "Credenciales con rastro" opens it at /s/<token>). Demo data only. */
export const DEMO_SHARE_TOKEN = 'DemoEnlaceCompartido01';

/**
 * The trail of one of `distribuidor`'s delivered profiles, so the view history has something to show right after a
 * fresh start: the buyer revealed it on *Perfiles entregados*, its shop's bot read it through the API key, `admin`
 * looked at it from the stock form, and the buyer shared it twice: a link revoked after one opening and a live
 * one (five views, a month). Views of the purchases themselves are not invented: demo sales are seeded, not bought.
 */
export async function seedCredentialTrail(tx: Tx): Promise<void> {
  const [dist, admin] = [await findUserByUsername(tx, 'distribuidor'), await findUserByUsername(tx, 'admin')];
  if (!dist || !admin) return;
  const owned = sql.raw(OWNED_PROFILE_STATES.map((s) => `'${s}'`).join(', '));
  const unit = (await tx.execute(sql`SELECT id AS profile_id, digital_account_id FROM profiles
    WHERE company_id = ${dist.company_id} AND user_id = ${dist.id} AND state IN (${owned}) ORDER BY id LIMIT 1`)).rows[0] as
    { profile_id: number; digital_account_id: number } | undefined;
  const key = (await tx.execute(sql`SELECT id FROM api_key WHERE user_id = ${dist.id} ORDER BY id LIMIT 1`)).rows[0] as { id: number } | undefined;
  if (!unit) return;
  const viewer = { companyId: dist.company_id, shareId: null, apiKeyId: null };
  await recordViews(tx, { ...viewer, userId: dist.id, ip: '181.49.12.34' }, 'delivered-profiles', [unit]);
  if (key) await recordViews(tx, { ...viewer, userId: dist.id, apiKeyId: key.id, ip: '52.14.220.9' }, 'reseller-api', [unit]);
  await recordViews(tx, { ...viewer, userId: admin.id, ip: '190.25.101.7' }, 'stock', [unit]);

  const share = async (token: string, days: number, maxViews: number, revoked: boolean) => (await tx.execute(sql`
    INSERT INTO credential_share (company_id, token_hash, profile_id, digital_account_id, created_by, expires_at, max_views, revoked_at)
    VALUES (${dist.company_id}, ${hashShareToken(token)}, ${unit.profile_id}, ${unit.digital_account_id}, ${dist.id},
            now() + make_interval(days => ${days}), ${maxViews}, ${revoked ? sql`now()` : null})
    RETURNING id`)).rows[0] as { id: number };
  const revoked = await share('DemoEnlaceRevocado0001', 1, 1, true);
  await tx.execute(sql`UPDATE credential_share SET views = 1 WHERE id = ${revoked.id}`);
  await recordViews(tx, { ...viewer, userId: null, shareId: revoked.id, ip: '186.31.77.200' }, 'share-link', [unit]);
  await share(DEMO_SHARE_TOKEN, 30, 5, false);
}
