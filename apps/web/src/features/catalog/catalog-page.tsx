import { Alert, Box, Button, Card, CardContent, CircularProgress, LinearProgress, Link, Stack, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Print from '@mui/icons-material/Print';
import Save from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useEdits } from '../../lib/use-edits.ts';
import { useSession } from '../../lib/use-session.ts';
import { errorMessage, showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { hasPermission } from '../../session.ts';
import { SellerPicker, type SellerOption } from '../../components/seller-picker.tsx';
import { allProductIds, isDirty } from './catalog-selection.ts';
import { CatalogTree } from './catalog-tree.tsx';
import { openPrintPreview } from './open-print-preview.ts';
import { catalogKey, saveCatalog, useCatalogConfig } from './api.ts';


/**
 * `/admin/catalog` (spec §2 catalog screen): the products a seller's store shows, ticked in a tree by service,
 * with the count of selected, Save and a printable Preview. A seller edits its own; staff pick any seller.
 */
export default function CatalogPage() {
  const t = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const staff = hasPermission(session, 'distribuitors.search');
  const ownId = session?.profile.codeuser ? session.profile.id : null;
  const [picked, setPicked] = useState<SellerOption | null>(null);
  const sellerId = picked?.id ?? ownId;
  const query = useCatalogConfig(sellerId);
  const data = query.data;
  const [edits, setEdits] = useEdits<Set<number>>(data);
  const selected = useMemo(() => edits ?? new Set(data?.products ?? []), [edits, data]);
  // which of the two buttons runs (its spinner); both are disabled while either does
  const [running, setRunning] = useState<'save' | 'preview' | null>(null);
  const { busy: sending, run } = useActionSubmit();
  const busy = sending ? running : null;

  const total = useMemo(() => allProductIds(data?.items ?? []).length, [data]);
  const dirty = !!data && isDirty(selected, data.products);

  const save = () => {
    if (!data) return;
    setRunning('save');
    return run(async () => {
      const res = await saveCatalog(data.seller.id, [...selected].sort((a, b) => a - b));
      queryClient.setQueryData(catalogKey(sellerId), res);
      showSuccess(res.msg);
    });
  };

  const preview = () => {
    if (!data) return;
    setRunning('preview');
    return run(() => openPrintPreview(data.seller.id, { wait: t('catalog.preview_wait'), blocked: t('catalog.popup_blocked') }));
  };

  return (
    <Box data-testid="catalog-page">
      <Title title={t('catalog.title')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1, mb: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('catalog.title')}</Typography>
          {data && <Typography color="text.secondary">{t('catalog.subtitle', { name: data.seller.name })}</Typography>}
        </Box>
        {staff && (
          <Box sx={{ width: { xs: '100%', md: 420 }, flexShrink: 0 }}>
            <SellerPicker value={picked} onChange={setPicked} />
          </Box>
        )}
      </Stack>
      <Card>
        {query.isFetching && <LinearProgress sx={{ height: 2 }} />}
        <CardContent>
          {sellerId === null ? (
            <Alert severity="info" data-testid="catalog-pick-seller">{t('catalog.pick_seller')}</Alert>
          ) : query.error ? (
            <Alert severity="error">{errorMessage(query.error)}</Alert>
          ) : !data ? (
            <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={t('catalog.preview_wait')} /></Box>
          ) : (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1 }} data-testid="catalog-count" aria-live="polite">
                  {t('catalog.count', { count: selected.size, total })}
                </Typography>
                <Button size="small" onClick={() => setEdits(new Set(allProductIds(data.items)))} disabled={!!busy}>{t('catalog.all')}</Button>
                <Button size="small" onClick={() => setEdits(new Set())} disabled={!!busy}>{t('catalog.none')}</Button>
                {data.seller.codeuser && (
                  <Link href={`/store/${encodeURIComponent(data.seller.codeuser)}`} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {t('catalog.open_store')} <OpenInNew fontSize="inherit" />
                  </Link>
                )}
              </Stack>
              {data.items.length
                ? <CatalogTree groups={data.items} selected={selected} onChange={setEdits} disabled={!!busy} />
                : <Alert severity="info">{t('catalog.empty')}</Alert>}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Button variant="contained" onClick={save} disabled={!!busy || !dirty} data-testid="catalog-save"
                  startIcon={busy === 'save' ? <CircularProgress size={16} /> : <Save />}>
                  {t('catalog.save')}
                </Button>
                <Button variant="outlined" onClick={preview} disabled={!!busy} data-testid="catalog-preview"
                  startIcon={busy === 'preview' ? <CircularProgress size={16} /> : <Print />}>
                  {t('catalog.preview')}
                </Button>
                {dirty && <Typography variant="body2" color="warning.main">{t('catalog.unsaved')}</Typography>}
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
