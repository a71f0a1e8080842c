import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDate, type DeliveredItem } from '@app/shared';
import { useTranslate } from 'ra-core';
import { CopyButton } from '../copy-button.tsx';

/** One unit handed to a buyer (purchase answer, order detail). */
export type DeliveredUnit = DeliveredItem;

function Line({ label, value, copy, testId }: { label: string; value: string | null | undefined; copy?: boolean; testId?: string }) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 96, flexShrink: 0 }}>{label}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1 }} data-testid={testId}>{value}</Typography>
      {copy && <CopyButton text={value} />}
    </Box>
  );
}

/** The credentials of delivered units as cards, each with its copy buttons; "copy all" joins the messages. */
export function DeliveredUnits({ items }: { items: readonly DeliveredUnit[] }) {
  const t = useTranslate();
  if (!items.length) return null;
  return (
    <Box data-testid="delivered-units">
      {items.length > 1 && (
        <Box sx={{ mb: 1.5 }}>
          <CopyButton variant="button" text={items.map((i) => i.message).join('\n\n')} label={t('money.copy_all')} testId="copy-all" />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
        {items.map((u, i) => (
          <Card key={`${u.digital_account_id}-${u.profile_id ?? i}`} variant="outlined" data-testid="delivered-unit">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" sx={{ fontWeight: 600, flexGrow: 1 }}>{u.product}</Typography>
                <Chip size="small" label={t('money.expires', { date: formatDate(u.renewal_limit_date) })} />
              </Stack>
              <Line label={t('money.login')} value={u.login} copy testId="unit-login" />
              <Line label={t('money.password')} value={u.password} copy testId="unit-password" />
              <Line label={t('money.profile')} value={u.profile} />
              <Line label={t('money.pin')} value={u.pin} copy />
              {u.profiles?.length ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('money.account_profiles')}: {u.profiles.map((p) => (p.pin ? `${p.name} (PIN ${p.pin})` : p.name)).join(', ')}
                </Typography>
              ) : null}
              <Box sx={{ mt: 1.5 }}>
                <CopyButton variant="button" text={u.message} label={t('money.copy_message')} testId="copy-message" />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
