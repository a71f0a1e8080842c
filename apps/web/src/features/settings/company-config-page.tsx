import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ApiError } from '../../api/http.ts';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { ImagePicker } from '../../components/media/image-picker.tsx';
import { updateCompany } from '../../session.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { saveCompanyName, uploadCompanyLogo, useCompanyConfig } from './api.ts';

/** `/admin/config/company` (root): the company's name and logo. */
export default function CompanyConfigPage() {
  const t = useTranslate();
  const { data, isPending } = useCompanyConfig();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useActionSubmit();
  useEffect(() => {
    if (data) setName(data.item.name);
  }, [data]);

  const save = async () => {
    setError(undefined);
    await run(async () => {
      const res = await saveCompanyName(name);
      updateCompany({ name: res.item?.name ?? name });
      showSuccess(res.msg || t('pages.company.saved'));
    }, { onError: (err) => { if (err instanceof ApiError) setError(err.body.errors?.name); } });
  };

  const uploadLogo = async (base64: string) => {
    const res = await uploadCompanyLogo(base64);
    updateCompany({ logo: res.image ?? base64 });
    return res.image;
  };

  return (
    <Card sx={{ mt: 1, maxWidth: 640 }} data-testid="company-page">
      <Title title={t('pages.company.title')} />
      <CardContent>
        <Typography variant="h6" gutterBottom>{t('pages.company.title')}</Typography>
        {isPending ? <CircularProgress /> : (
          <Stack spacing={2}>
            <TextField label={t('pages.company.name')} value={name} onChange={(e) => setName(e.target.value)} required fullWidth
              error={!!error} helperText={error} />
            <Box><Button variant="contained" onClick={save} disabled={busy || !name.trim()}>{t('app.save')}</Button></Box>
            <ImagePicker label={t('pages.company.logo')} value={data?.item.logo} onPicked={uploadLogo} testId="company-logo" />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
