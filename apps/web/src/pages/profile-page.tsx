import { Box, Card, CardContent, Divider, MenuItem, TextField, Typography } from '@mui/material';
import { formatMoney } from '@app/shared';
import { Title, useTranslate } from 'react-admin';
import { useChangeLocale } from '../app/layout/header/language-menu.tsx';
import { useSession } from '../app/use-session.ts';
import { ChangePasswordForm } from '../components/password/change-password-form.tsx';
import { LOCALES } from '../i18n-provider.ts';
import { isRootUser } from '../session.ts';

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 1, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" data-testid={testId}>{value || '—'}</Typography>
    </Box>
  );
}

/** `/admin/profile`: own data (kept fresh by auth/info), password change and language. */
export default function ProfilePage() {
  const t = useTranslate();
  const session = useSession();
  const { locale, change } = useChangeLocale();
  if (!session) return null;
  const { profile, company } = session;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mt: 1 }} data-testid="profile-page">
      <Title title={t('pages.profile.title')} />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>{t('pages.profile.data')}</Typography>
          <Row label={t('pages.profile.name')} value={profile.name} testId="profile-name" />
          <Row label={t('pages.profile.username')} value={profile.username} />
          <Row label={t('pages.profile.email')} value={profile.email} />
          <Row label={t('pages.profile.phone')} value={profile.phone} />
          <Row label={t('pages.profile.role')} value={profile.rol?.name} />
          <Row label={t('pages.profile.level')} value={String(profile.level_grid ?? '')} />
          <Row label={t('pages.profile.code')} value={profile.codeuser} />
          <Row label={t('pages.profile.company')} value={company?.name} />
          {!isRootUser(session) && <Row label={t('pages.profile.balance')} value={formatMoney(profile.balance ?? 0)} />}
          <Divider sx={{ my: 2 }} />
          <TextField select label={t('pages.profile.language')} value={locale} onChange={(e) => change(e.target.value)} sx={{ minWidth: 200 }}>
            {LOCALES.map((l) => <MenuItem key={l.locale} value={l.locale}>{l.name}</MenuItem>)}
          </TextField>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ChangePasswordForm userId={profile.id} />
        </CardContent>
      </Card>
    </Box>
  );
}
