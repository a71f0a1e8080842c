import {
  Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, TextField, Tooltip,
  Typography,
} from '@mui/material';
import Preview from '@mui/icons-material/Preview';
import { useState } from 'react';
import { Button as RaButton, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { useResourceDef } from '../../engine/use-resource-def.ts';
import { hasPermission } from '../../session.ts';
import { usePlaceholders, useTemplatePreview } from './api.ts';


/** The rendered template of `resource` (template or template-company) `id`, with example or typed values. */
export function TemplatePreviewDialog({ resource, id, open, onClose }: { resource: string; id: Identifier; open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const session = useSession();
  const [values, setValues] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<Record<string, string>>({});
  const preview = useTemplatePreview(resource, id, sent, open);
  const placeholders = usePlaceholders(open && hasPermission(session, 'template.list'));
  const known = placeholders.data?.items ?? [];
  const item = preview.data?.item;
  const describe = (name: string) => known.find((p) => p.name === name);
  // only what the person typed is sent: the server fills the rest with its examples
  const typed = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="template-preview-title">
      <DialogTitle id="template-preview-title">{t('template_preview.title')}</DialogTitle>
      <DialogContent dividers data-testid="template-preview">
        {preview.isPending && <CircularProgress />}
        {preview.error && <Alert severity="error">{preview.error.message}</Alert>}
        {item && (
          <Stack spacing={2}>
            <Alert severity={item.overridden ? 'success' : 'info'}>
              {t(item.overridden ? 'template_preview.overridden' : 'template_preview.platform')} {t('template_preview.saved_text')}
            </Alert>
            <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
              {item.subject && (
                <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }} data-testid="template-preview-subject">{item.subject}</Typography>
              )}
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview-text">{item.text}</Typography>
            </Paper>
            {item.placeholders.length > 0 && (
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('template_preview.values')}</Typography>
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
                  {item.placeholders.map((name) => (
                    <TextField key={name} size="small" label={`{{${name}}}`} value={values[name] ?? ''}
                      placeholder={describe(name)?.example} helperText={describe(name)?.label}
                      onChange={(e) => setValues((prev) => ({ ...prev, [name]: e.target.value }))} />
                  ))}
                </Box>
                <Button sx={{ mt: 1 }} onClick={() => setSent(typed)} disabled={preview.isFetching}>{t('template_preview.refresh')}</Button>
              </Box>
            )}
            {known.length > 0 && (
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('template_preview.placeholders')}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} data-testid="template-placeholders">
                  {known.map((p) => (
                    <Tooltip key={p.name} title={`${p.label} (${p.example})`}>
                      <Chip size="small" label={`{{${p.name}}}`} color={item.placeholders.includes(p.name) ? 'primary' : 'default'}
                        variant={item.placeholders.includes(p.name) ? 'filled' : 'outlined'} />
                    </Tooltip>
                  ))}
                </Box>
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Vista previa" on the template and template-company forms (spec DOMAIN: templates render their placeholders). */
export function TemplatePreviewButton() {
  const record = useRecordContext();
  const { path } = useResourceDef();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!record || !hasPermission(session, `${path}.get`)) return null;
  return (
    <>
      <RaButton label="template_preview.button" onClick={() => setOpen(true)} data-testid="template-preview-button"><Preview /></RaButton>
      {open && <TemplatePreviewDialog resource={path} id={record.id} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
