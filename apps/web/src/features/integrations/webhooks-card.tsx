import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent, type WebhookItem } from '@app/shared/contracts/webhooks';
import {
  Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField,
  Typography,
} from '@mui/material';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../api/http.ts';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { errorMessage, showError, showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { SecretOnce } from './secret-once.tsx';
import { useCreateWebhook, useDeleteWebhook, useTestWebhook, useWebhooks } from './api.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

/** The user's webhooks: subscribe an address to events (its signing secret shown once), test, delete, read the log. */
export function WebhooksCard() {
  const t = useTranslate();
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookItem | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const res = await create.mutateAsync({ url: url.trim(), events });
      setSecret(res.item.secret);
      setUrl('');
      setOpen(res.item.id);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors) setErrors(err.body.errors);
      showError(errorMessage(err));
    }
  };
  const toggle = (ev: WebhookEvent) => setEvents((s) => (s.includes(ev) ? s.filter((x) => x !== ev) : [...s, ev]));
  const runTest = async (id: number) => {
    try {
      showSuccess((await test.mutateAsync(id)).msg);
      setOpen(id);
    } catch (err) {
      showError(errorMessage(err));
    }
  };

  return (
    <Card data-testid="webhooks-card">
      <CardContent>
        <Typography variant="h6" gutterBottom>{t('integrations.hooks_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('integrations.hooks_help')}</Typography>
        {secret && <Box sx={{ mb: 2 }}><SecretOnce text={t('integrations.hook_secret_once')} secret={secret} testId="webhook-secret" /></Box>}
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={1.5}>
            <TextField label={t('integrations.url')} value={url} onChange={(e) => setUrl(e.target.value)} required size="small"
              error={!!errors.url} helperText={errors.url} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'webhook-url' } }} />
            <Typography variant="subtitle2">{t('integrations.events')}</Typography>
            <FormGroup row>
              {WEBHOOK_EVENTS.map((ev) => (
                <FormControlLabel key={ev} label={`${WEBHOOK_EVENT_LABELS[ev]} (${ev})`}
                  control={<Checkbox size="small" checked={events.includes(ev)} onChange={() => toggle(ev)} />} />
              ))}
            </FormGroup>
            {errors.events && <Typography variant="caption" color="error">{errors.events}</Typography>}
            <Box><Button type="submit" variant="contained" disabled={create.isPending} data-testid="webhook-create">{t('integrations.create_hook')}</Button></Box>
          </Stack>
        </Box>
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          {hooks.data?.length === 0 && <Typography color="text.secondary">{t('integrations.no_hooks')}</Typography>}
          {!!hooks.data?.length && (
            <Table size="small" data-testid="webhooks-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('integrations.url')}</TableCell>
                  <TableCell>{t('integrations.events')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {hooks.data.map((h) => (
                  <Fragment key={h.id}>
                    <TableRow>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{h.url}</TableCell>
                      <TableCell>{h.events.join(', ')}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" onClick={() => void runTest(h.id)} data-testid={`webhook-test-${h.id}`}>{t('integrations.test')}</Button>
                        <Button size="small" onClick={() => setOpen(open === h.id ? null : h.id)} data-testid={`webhook-log-${h.id}`}>
                          {open === h.id ? t('integrations.hide_log') : t('integrations.log')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(h)}>{t('integrations.delete')}</Button>
                      </TableCell>
                    </TableRow>
                    {open === h.id && (
                      <TableRow><TableCell colSpan={3}><WebhookDeliveries webhookId={h.id} /></TableCell></TableRow>
                    )}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </CardContent>
      <ConfirmDialog open={!!deleting} message={t('integrations.delete_confirm', { url: deleting?.url ?? '' })} confirmLabel={t('integrations.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!.id);
          if (open === deleting!.id) setOpen(null);
          showSuccess(res.msg);
        }} />
    </Card>
  );
}
