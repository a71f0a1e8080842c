import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Send from '@mui/icons-material/Send';
import Storefront from '@mui/icons-material/Storefront';
import { useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';

/**
 * The code list's own buttons (codes are created by batch, not one by one, so the engine's "Crear" is not there):
 * create a batch, hand codes to a seller, see the sellers.
 */
export function CodeListActions() {
  const t = useTranslate();
  const session = useSession();
  // the status lists (the redeemed report) are reports: no buttons to make or hand out codes there
  if (useResourceContext() !== 'redeemable-balance') return null;
  return (
    <>
      {hasPermission(session, 'redeemable-balance.create') && (
        <Button size="small" component={Link} to="/admin/redeemable-balance/create" startIcon={<Add />} data-testid="new-batch">{t('redeemable.list.new_batch')}</Button>
      )}
      {hasPermission(session, 'redeemable-balance.assign') && (
        <>
          <Button size="small" component={Link} to="/admin/redeemable-balance-dist" startIcon={<Send />}>{t('redeemable.list.distribute')}</Button>
          <Button size="small" component={Link} to="/admin/redeemable-balance/sellers" startIcon={<Storefront />}>{t('redeemable.list.sellers')}</Button>
        </>
      )}
    </>
  );
}
