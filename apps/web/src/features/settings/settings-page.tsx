import {
  Box, Button, Card, CardContent, CircularProgress, FormControlLabel, Stack, Switch, TextField, Typography,
} from '@mui/material';
import { sanitizeNumber } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ApiError } from '../../api/http.ts';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { MoneyField } from '../../components/money/money-field.tsx';
import { FieldErrorList } from '../../components/form/field-errors.tsx';
import { refreshFromInfo } from '../../session.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { saveSettings, SETTINGS_KEY, useSettings, type SettingItem, type SettingValues } from './api.ts';

type Values = SettingValues;

/** One typed input per entry: check → switch, number → digits, money → whole pesos (cents sent), other → text. */
function SettingInput({ item, value, error, onChange }: {
  item: SettingItem; value: Values[string]; error?: string; onChange: (v: Values[string]) => void;
}) {
  if (item.type_field === 'check') {
    return <FormControlLabel control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />} label={item.label} />;
  }
  if (item.type_field === 'money') {
    return (
      <MoneyField label={item.label} value={typeof value === 'number' ? value : null} fullWidth onChange={onChange}
        error={!!error} helperText={error} testId={`setting-${item.name}`} />
    );
  }
  if (item.type_field === 'number') {
    return (
      <TextField label={item.label} value={value ?? ''} fullWidth error={!!error} helperText={error}
        onChange={(e) => {
          const clean = sanitizeNumber(e.target.value);
          // keep "12." as typed until the decimals arrive
          onChange(clean === '' ? null : clean.endsWith('.') ? clean : Number(clean));
        }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    );
  }
  return <TextField label={item.label} value={value ?? ''} fullWidth onChange={(e) => onChange(e.target.value)} error={!!error} helperText={error} />;
}

/** `/admin/settings` (root): the typed configuration entries of the company. */
export default function SettingsPage() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const { data, isPending } = useSettings();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useActionSubmit();
  useEffect(() => {
    if (data) setValues(Object.fromEntries(data.items.map((i) => [i.name, i.value_conf])));
  }, [data]);

  const save = async () => {
    setErrors({});
    await run(async () => {
      const res = await saveSettings(values);
      if (res.configuration) refreshFromInfo({ configuration: res.configuration });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      showSuccess(res.msg || t('pages.settings.saved'));
    }, { onError: (err) => { if (err instanceof ApiError && err.body.errors) setErrors(err.body.errors); } });
  };

  const items = data?.items ?? [];
  return (
    <Card sx={{ mt: 1, maxWidth: 760 }} data-testid="settings-page">
      <Title title={t('pages.settings.title')} />
      <CardContent>
        <Typography variant="h6" gutterBottom>{t('pages.settings.title')}</Typography>
        {isPending && <CircularProgress />}
        {!isPending && !items.length && <Typography color="text.secondary">{t('pages.settings.empty')}</Typography>}
        <FieldErrorList errors={errors} labels={Object.fromEntries(items.flatMap((i) => [[i.name, i.label], [i.label, i.label]]))} />
        <Stack spacing={2} sx={{ mt: 1 }}>
          {items.map((item) => (
            <Box key={item.name}>
              <SettingInput item={item} value={values[item.name] ?? null} error={errors[item.name] ?? errors[item.label]}
                onChange={(v) => setValues((prev) => ({ ...prev, [item.name]: v }))} />
            </Box>
          ))}
        </Stack>
        {items.length > 0 && (
          <Button variant="contained" sx={{ mt: 3 }} onClick={save} disabled={busy}>{t('app.save')}</Button>
        )}
      </CardContent>
    </Card>
  );
}
