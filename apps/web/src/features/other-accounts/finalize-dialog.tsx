import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { isMaskedCredential } from '@app/shared/contracts/credentials';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ActionDialogProps } from '../../engine/extension-types.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

const FIELDS = [
  { name: 'login', max: 160, required: true },
  { name: 'password', max: 160, required: true },
  { name: 'profile_name', max: 60, required: false },
  { name: 'pin', max: 12, required: false },
] as const;
type Name = (typeof FIELDS)[number]['name'];

/**
 * Finalizing a hand-fulfilled request writes the credentials the buyer receives (and charges it): a small
 * form, prefilled with what staff already saved on the request, instead of a plain yes/no. A saved password or PIN
 * comes masked (reading it is a recorded reveal): its field starts empty, and left empty the saved one is kept.
 */
export function OthersFinalizeDialog({ title, record, onSubmit, onClose }: ActionDialogProps) {
  const t = useTranslate();
  const saved = (name: Name) => isMaskedCredential(record[name] as string | null);
  const [values, setValues] = useState<Record<Name, string>>(() => ({
    login: String(record.login ?? ''),
    password: saved('password') ? '' : String(record.password ?? ''),
    profile_name: String(record.profile_name ?? ''),
    pin: saved('pin') ? '' : String(record.pin ?? ''),
  }));
  const { busy, run } = useActionSubmit();
  const missing = FIELDS.some((f) => f.required && !saved(f.name) && !values[f.name].trim());

  const accept = async () => {
    await run(async () => {
      const body = Object.fromEntries(FIELDS.map((f) => [f.name, values[f.name].trim()]).filter(([, v]) => v !== ''));
      await onSubmit(body);
      onClose();
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="others-finalize-title" slotProps={{ paper: { sx: { width: 440 } } }}>
      <DialogTitle id="others-finalize-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('money.others.finalize_help', { product: String(record.product_name ?? '') })}
        </DialogContentText>
        <Stack spacing={2}>
          {FIELDS.map((f) => (
            <TextField key={f.name} label={t(`resources.digital-account-others.fields.${f.name}`)} value={values[f.name]} required={f.required && !saved(f.name)}
              helperText={saved(f.name) ? t('money.others.saved_secret') : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value.slice(0, f.max) }))}
              slotProps={{ htmlInput: { 'data-testid': `others-${f.name}`, autoComplete: 'off' } }} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={accept} disabled={busy || missing} data-testid="others-finalize-accept"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {t('money.others.deliver')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
