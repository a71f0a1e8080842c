import { Button, CircularProgress, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { formatBoolean, formatMoney } from '@app/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';
import { saveBlob } from '../../utils/download.ts';
import { PricesPageFrame } from './prices-page-frame.tsx';
import type { SellerOption } from '../../components/seller-picker.tsx';
import { useSellerPrices } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { downloadDistributorPrices } from './api.ts';

/**
 * `/admin/distributor-prices/export` (spec §2 export report): a distributor's cost of each product and what it
 * charges below (its sub-distributors, its store clients, or the default when it set nothing), and the xlsx.
 */
export default function DistributorPricesPage() {
  const t = useTranslate();
  const session = useSession();
  const staff = hasPermission(session, 'distribuitors.search');
  const [seller, setSeller] = useState<SellerOption | null>(null);
  const { data, isPending, isFetching, error, pickFirst } = useSellerPrices('/v1/distributor-prices', seller?.id ?? null);
  const { busy, run } = useActionSubmit();
  const rows = data?.items ?? [];
  const price = (cents: number | null) => (cents === null ? '—' : formatMoney(cents));

  const download = async () => {
    await run(async () => {
      const { blob, filename } = await downloadDistributorPrices(seller?.id ?? null);
      saveBlob(blob, filename);
    });
  };

  return (
    <PricesPageFrame
      testId="distributor-prices-page"
      title={t('money.prices.report_title')}
      subtitle={t('money.prices.report_subtitle', { name: data?.seller.name ?? session?.profile.name ?? '' })}
      staff={staff}
      seller={seller}
      pickFirst={pickFirst}
      onSeller={setSeller}
      query={{ isPending, isFetching, error }}
      actions={(
        <Button variant="contained" startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <Download />}
          onClick={download} disabled={busy || !rows.length} data-testid="prices-export">
          {busy ? t('engine.exporting') : t('money.prices.export')}
        </Button>
      )}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('money.prices.product')}</TableCell>
          <TableCell align="right">{t('money.prices.cost')}</TableCell>
          <TableCell align="right">{t('money.prices.price_distributor')}</TableCell>
          <TableCell align="right">{t('money.prices.price_client')}</TableCell>
          <TableCell align="right">{t('money.prices.default_child_price')}</TableCell>
          <TableCell align="center">{t('money.prices.active')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.type_digital_account_id} hover>
            <TableCell>{r.name ?? `#${r.type_digital_account_id}`}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatMoney(r.cost)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{price(r.price_distributor)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{price(r.price_client)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(r.default_child_price)}</TableCell>
            <TableCell align="center">{formatBoolean(r.active ?? true)}</TableCell>
          </TableRow>
        ))}
        {!rows.length && (
          <TableRow><TableCell colSpan={6}><Typography color="text.secondary">{t('money.prices.empty')}</Typography></TableCell></TableRow>
        )}
      </TableBody>
    </PricesPageFrame>
  );
}
