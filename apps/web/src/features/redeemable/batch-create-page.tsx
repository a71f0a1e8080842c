import {
  Alert, AlertTitle, Box, Button, Card, CardContent, Stack, TextField, Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import { formatMoney, MAX_BATCH_QUANTITY, redeemableBatchBody } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/http.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { MoneyField } from '../../components/money/money-field.tsx';
import { CodeCardGrid, PrintCardsButton } from './code-cards.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import { REDEEMABLE_KEY } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { createBatch, type CreatedBatch } from './api.ts';


/**
 * `/admin/redeemable-balance/create`: staff create a batch (value, quantity, expiry, optional prefix). The answer is
 * the only time the codes are shown in full before a seller holds them, so they are laid out as cards to print, with
 * a copy of them all, and a way on to hand them to a seller.
 */
export default function BatchCreatePage() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | null>(2_000_000);
  const [quantity, setQuantity] = useState('10');
  const [expires, setExpires] = useState('');
  const [prefix, setPrefix] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();
  const [created, setCreated] = useState<CreatedBatch | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { value, quantity: Number(quantity), expires_at: expires, prefix: prefix.trim() || null };
    // the server's own schema: the same sentences beside each field before anything is sent
    const parsed = redeemableBatchBody.safeParse(body);
    if (!parsed.success || !expires) {
      const found = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
      // an empty or half-typed date is one to write, not a format to learn
      setErrors({ ...found, ...(expires ? {} : { expires_at: t('redeemable.batch_form.expires_required') }) });
      return;
    }
    setErrors({});
    setError(null);
    await run(async () => {
      // not retried on a lost answer (no Idempotency-Key: its answer, the codes in full, is never kept)
      setCreated(await createBatch(parsed.data));
      await queryClient.invalidateQueries({ queryKey: REDEEMABLE_KEY });
    }, { errorTo: setError, onError: (err) => { if (err instanceof ApiError && err.body.errors) setErrors(err.body.errors); } });
  };

  if (created) {
    const first = created.items[0];
    return (
      <Box data-testid="batch-created-page">
        <Title title={t('redeemable.batch_form.title')} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mt: 1, mb: 2 }} data-testid="batch-created-title">
          {t('redeemable.batch_form.created_title', { batch: created.batch, smart_count: created.items.length, value: formatMoney(first?.value ?? 0, { decimals: 0 }) })}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>{t('redeemable.batch_form.warning')}</Alert>
        <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap' }}>
          <CopyButton text={created.items.map((c) => c.code).join('\n')} label={t('redeemable.batch_form.copy_all')} variant="button" testId="copy-all-codes" />
          <PrintCardsButton cards={created.items} />
          <Button size="small" variant="contained" component={Link} to="/admin/redeemable-balance-dist" data-testid="to-dist">{t('redeemable.batch_form.to_dist')}</Button>
          <Button size="small" component={Link} to="/admin/redeemable-balance">{t('redeemable.batch_form.to_list')}</Button>
          <Button size="small" startIcon={<Add />} onClick={() => setCreated(null)}>{t('redeemable.batch_form.another')}</Button>
        </Stack>
        <CodeCardGrid cards={created.items} />
      </Box>
    );
  }

  return (
    <Box data-testid="batch-create-page" sx={{ maxWidth: 640 }}>
      <Title title={t('redeemable.batch_form.title')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mt: 1 }}>{t('redeemable.batch_form.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('redeemable.batch_form.subtitle')}</Typography>
      <Card>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <MoneyField label={t('redeemable.value')} value={value} onChange={setValue} required error={!!errors.value} helperText={errors.value} testId="batch-value" />
            <TextField label={t('redeemable.batch_form.quantity')} value={quantity} required error={!!errors.quantity}
              helperText={errors.quantity ?? `1 – ${MAX_BATCH_QUANTITY}`}
              onChange={(e) => setQuantity(e.target.value.replace(/\D/g, '').slice(0, 3))}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'batch-quantity' } }} />
            <DateField label={t('redeemable.batch_form.expires_at')} value={expires} required error={!!errors.expires_at} helperText={errors.expires_at}
              onChange={setExpires} testId="batch-expires" />
            <TextField label={t('redeemable.batch_form.prefix')} value={prefix} error={!!errors.prefix} helperText={errors.prefix ?? t('redeemable.batch_form.prefix_help')}
              onChange={(e) => setPrefix(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 8))}
              slotProps={{ htmlInput: { 'data-testid': 'batch-prefix', style: { fontFamily: 'monospace' } } }} />
            {error && <Alert severity="error" data-testid="batch-error"><AlertTitle>{error}</AlertTitle></Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={busy} data-testid="batch-create">{t('redeemable.batch_form.create')}</Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
