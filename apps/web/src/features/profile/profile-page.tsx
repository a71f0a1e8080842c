import { Box, Button, Card, CardContent, CircularProgress, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatMoney, NOTIFICATION_PREFERENCES, validatePhone, type Profile } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ApiError } from '../../api/http.ts';
import { emit } from '../../app-events.ts';
import { useChangeLocale } from '../../app/layout/header/language-menu.tsx';
import { useSession } from '../../lib/use-session.ts';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { splitPhone } from '../../components/form/phone-value.ts';
import { ChangePasswordForm } from '../../components/password/change-password-form.tsx';
import { LOCALES } from '../../i18n-provider.ts';
import { isRootUser, updateProfile } from '../../session.ts';
import { StoreShareCard } from '../../components/store-share-card.tsx';
import { MyCouponsCard } from './my-coupons-card.tsx';
import { TelegramLinkCard } from './telegram-link-card.tsx';
import { FieldErrorList } from '../../components/form/field-errors.tsx';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { saveProfile } from './api.ts';
import { IntegrationsLinkCard } from '../integrations/index.ts';

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 1, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="body2" data-testid={testId}>{value || '—'}</Typography>
    </Box>
  );
}

type Editable = Pick<Profile, 'name' | 'email' | 'phone' | 'notification_preference'>;
const FIELDS = ['name', 'email', 'phone', 'notification_preference'] as const;
const editableOf = (p: Profile): Record<keyof Editable, string> =>
  ({ name: p.name ?? '', email: p.email ?? '', phone: splitPhone(p.phone).digits, notification_preference: p.notification_preference ?? '' });

/** Own data (`GET/PUT api/v1/admin/profile`): name, email, phone and notification preference; save only when changed. */
function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslate();
  const initial = editableOf(profile);
  const [values, setValues] = useState(initial);
  const [country, setCountry] = useState(() => splitPhone(profile.phone).country);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useActionSubmit();
  const dirty = FIELDS.some((f) => values[f].trim() !== initial[f]);
  const labels = {
    name: t('pages.profile.name'), email: t('pages.profile.email'), phone: t('pages.profile.phone'),
    notification_preference: t('pages.profile.notification_preference'),
  };
  const set = (field: keyof Editable, value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (values.name.trim().length < 3) found.name = t('pages.profile.name_min');
    const phoneProblem = values.phone ? validatePhone(values.phone) : null;
    if (phoneProblem) found.phone = phoneProblem;
    setErrors(found);
    if (Object.keys(found).length) return;
    await run(async () => {
      // only what changed is sent; an emptied field clears the value
      const body = Object.fromEntries(FIELDS.filter((f) => values[f].trim() !== initial[f]).map((f) => [f, values[f].trim() || null]));
      const res = await saveProfile(body);
      updateProfile(res.profile);
      setValues(editableOf(res.profile));
      emit('data-changed', { resource: 'profile' });
      showSuccess(res.msg || t('pages.profile.saved'));
    }, { onError: (err) => { if (err instanceof ApiError && err.body.errors) setErrors(err.body.errors); } });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="profile-form">
      <FieldErrorList errors={errors} labels={labels} />
      <Stack spacing={2}>
        <TextField label={labels.name} value={values.name} onChange={(e) => set('name', e.target.value)} required fullWidth
          error={!!errors.name} helperText={errors.name} slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'profile-name-input' } }} />
        <TextField label={labels.email} type="email" value={values.email} onChange={(e) => set('email', e.target.value)} fullWidth
          error={!!errors.email} helperText={errors.email} slotProps={{ htmlInput: { maxLength: 160 } }} />
        <PhoneInput label={labels.phone} country={country} digits={values.phone} error={!!errors.phone} helperText={errors.phone}
          onChange={(c, d) => {
            setCountry(c);
            set('phone', d);
          }} />
        <TextField select label={labels.notification_preference} value={values.notification_preference}
          onChange={(e) => set('notification_preference', e.target.value)} fullWidth error={!!errors.notification_preference}
          helperText={errors.notification_preference} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value=""><em>{t('pages.profile.no_preference')}</em></MenuItem>
          {NOTIFICATION_PREFERENCES.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={!dirty || busy} data-testid="profile-save"
            startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            {t('app.save')}
          </Button>
          <Button onClick={() => { setValues(initial); setErrors({}); }} disabled={!dirty || busy}>{t('pages.profile.discard')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** `/admin/profile`: own data (editable), account facts, language and password change. */
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
          {/* keyed by profile id so another login in the tab starts from its own data */}
          <ProfileForm key={profile.id} profile={profile} />
          <Divider sx={{ my: 2 }} />
          <Typography variant="h6" gutterBottom>{t('pages.profile.account')}</Typography>
          <Row label={t('pages.profile.username')} value={profile.username} />
          <Row label={t('pages.profile.role')} value={profile.rol?.name} />
          <Row label={t('pages.profile.level')} value={String(profile.level_grid ?? '')} />
          <Row label={t('pages.profile.code')} value={profile.codeuser} />
          <Row label={t('pages.profile.company')} value={company?.name} />
          {!isRootUser(session) && <Row label={t('pages.profile.balance')} value={formatMoney(profile.balance ?? 0)} />}
          <Divider sx={{ my: 2 }} />
          <TextField select label={t('pages.profile.language')} value={locale} onChange={(e) => change(e.target.value)} sx={{ minWidth: 200 }}
            data-testid="profile-language">
            {LOCALES.map((l) => <MenuItem key={l.locale} value={l.locale}>{l.name}</MenuItem>)}
          </TextField>
        </CardContent>
      </Card>
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <ChangePasswordForm userId={profile.id} />
          </CardContent>
        </Card>
        <TelegramLinkCard preference={profile.notification_preference} />
        <MyCouponsCard />
        {!isRootUser(session) && <IntegrationsLinkCard />}
        {profile.level_grid > 0 && <StoreShareCard codeuser={profile.codeuser} />}
      </Stack>
    </Box>
  );
}
