import { formatMoney } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import type { CodeRow } from './redeemable-repository.ts';

const money = (cents: number) => formatMoney(cents, { decimals: 0 });

/**
 * Who hears about a redeemed code (DOMAIN.md "Notifications": code redeemed), in the redemption's transaction: the
 * user, whose balance it credited (a receipt that also reaches its email or Telegram), and the seller who sold it,
 * when that is someone else (its buyer used it).
 */
export async function notifyRedeemed(tx: Tx, row: CodeRow, user: { id: number; name: string }) {
  await notify(tx, {
    companyId: row.company_id,
    userId: user.id,
    kind: 'code_redeemed',
    text: `Redimiste el código ${row.code}: se acreditaron ${money(row.value)} a tu saldo.`,
    link: '/admin/balance-movements',
  });
  if (row.vendor_id && row.vendor_id !== user.id) {
    const buyer = row.buyer_name ? ` que vendiste a ${row.buyer_name}` : ' que vendiste';
    await notify(tx, {
      companyId: row.company_id,
      userId: row.vendor_id,
      kind: 'code_redeemed',
      text: `El código ${row.code}${buyer} (${money(row.value)}) fue redimido por ${user.name}.`,
      link: '/admin/redeemable-balance-sell',
    });
  }
}
