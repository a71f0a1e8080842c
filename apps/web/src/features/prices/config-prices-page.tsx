import { Button, Chip, CircularProgress, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import Save from '@mui/icons-material/Save';
import Undo from '@mui/icons-material/Undo';
import { formatMoney, formatMoneyInput } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../lib/use-session.ts';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { MoneyField } from '../../components/money/money-field.tsx';
import { hasPermission } from '../../session.ts';
import { priceChanges, priceErrors, type Audience, type Draft } from './config-prices-logic.ts';
import { PricesPageFrame } from './prices-page-frame.tsx';
import type { SellerOption } from '../../components/seller-picker.tsx';
import { sellerPricesKey, useSellerPrices } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { savePrices } from './api.ts';

const PATH = '/v1/config-prices';

/**
 * `/admin/config-prices`: what the caller (or, for staff, the distributor picked) charges its sub-distributors
 * and its store clients per product, never below its own cost. Whole pesos typed, cents sent; an emptied price
 * goes back to the default.
 */
export default function ConfigPricesPage() {
  const t = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const staff = hasPermission(session, 'distribuitors.search');
  const [seller, setSeller] = useState<SellerOption | null>(null);
  const { data, isPending, isFetching, error, pickFirst } = useSellerPrices(PATH, seller?.id ?? null);
  const [draft, setDraft] = useState<Draft>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { busy, run } = useActionSubmit();

  // a new seller (or fresh data after saving) starts a clean draft
  useEffect(() => {
    setDraft({});
    setServerErrors({});
  }, [data]);

  const rows = useMemo(() => data?.items ?? [], [data]);
  const changes = priceChanges(rows, draft);
  const localErrors = priceErrors(rows, draft, (cost) => t('money.prices.below_cost', { cost: formatMoney(cost, { decimals: 0 }) }));
  const errorFor = (id: number, audience: Audience) => localErrors[`${id}.${audience}`] ?? serverErrors[`${id}.${audience}`];
  const valueOf = (id: number, audience: Audience, saved: number | null) =>
    (id in draft && audience in draft[id] ? draft[id][audience]! : saved);

  const edit = (id: number, audience: Audience, cents: number | null) => {
    setDraft((d) => ({ ...d, [id]: { ...d[id], [audience]: cents } }));
    setServerErrors(({ [`${id}.${audience}`]: _gone, ...rest }) => rest);
  };

  const save = async () => {
    await run(async () => {
      const res = await savePrices(PATH, seller?.id ?? null, changes);
      showSuccess(res.msg || t('money.prices.saved'));
      await queryClient.invalidateQueries({ queryKey: sellerPricesKey(PATH, seller?.id ?? null) });
    }, {
      onError: (err) => {
        // 422: errors keyed items.N.price_distributor|price_client, N indexing the items sent
        if (err instanceof ApiError && err.body.errors) {
          const mapped: Record<string, string> = {};
          for (const [key, message] of Object.entries(err.body.errors)) {
            const m = /^items\.(\d+)\.price_(distributor|client)$/.exec(key);
            const item = m ? changes[Number(m[1])] : undefined;
            if (item) mapped[`${item.type_digital_account_id}.${m![2]}`] = message;
          }
          setServerErrors(mapped);
        }
      },
    });
  };

  const sourceLabel = (source: string) => t(`money.prices.source_${source}`, { _: source });
  const hasErrors = Object.keys(localErrors).length > 0;

  return (
    <PricesPageFrame
      testId="config-prices-page"
      title={t('money.prices.config_title')}
      subtitle={t('money.prices.config_subtitle', { name: data?.seller.name ?? session?.profile.name ?? '' })}
      staff={staff}
      seller={seller}
      pickFirst={pickFirst}
      onSeller={setSeller}
      query={{ isPending, isFetching, error }}
      footer={(
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
          <Button variant="contained" startIcon={busy ? <CircularProgress size={16} /> : <Save />} onClick={save}
            disabled={busy || !changes.length || hasErrors} data-testid="prices-save">
            {t('app.save')}
          </Button>
          <Button startIcon={<Undo />} onClick={() => setDraft({})} disabled={busy || !changes.length}>{t('money.prices.discard')}</Button>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>{t('money.prices.hint')}</Typography>
        </Stack>
      )}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('money.prices.product')}</TableCell>
          <TableCell align="right">{t('money.prices.cost')}</TableCell>
          <TableCell sx={{ minWidth: 190 }}>{t('money.prices.price_distributor')}</TableCell>
          <TableCell sx={{ minWidth: 190 }}>{t('money.prices.price_client')}</TableCell>
          <TableCell align="right">{t('money.prices.default_child_price')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.type_digital_account_id} data-testid={`price-row-${r.type_digital_account_id}`}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>{r.name ?? `#${r.type_digital_account_id}`}</Typography>
              {r.active === false && <Chip size="small" label={t('money.prices.inactive')} sx={{ mt: 0.5 }} />}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatMoney(r.cost)}</Typography>
              <Typography variant="caption" color="text.secondary">{sourceLabel(r.cost_source)}</Typography>
            </TableCell>
            {(['distributor', 'client'] as const).map((audience) => {
              const problem = errorFor(r.type_digital_account_id, audience);
              return (
                <TableCell key={audience}>
                  <MoneyField
                    size="small"
                    fullWidth
                    value={valueOf(r.type_digital_account_id, audience, r[`price_${audience}`])}
                    onChange={(cents) => edit(r.type_digital_account_id, audience, cents)}
                    placeholder={formatMoneyInput(r.default_child_price)}
                    error={!!problem}
                    helperText={problem ?? ' '}
                    aria-label={t(`money.prices.price_${audience}`)}
                    testId={`price-${audience}-${r.type_digital_account_id}`}
                  />
                </TableCell>
              );
            })}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(r.default_child_price)}</TableCell>
          </TableRow>
        ))}
        {!rows.length && (
          <TableRow><TableCell colSpan={5}><Typography color="text.secondary">{t('money.prices.empty')}</Typography></TableCell></TableRow>
        )}
      </TableBody>
    </PricesPageFrame>
  );
}
