import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDate, type DeliveredItem } from '@app/shared';
import type { RevealedUnit } from '@app/shared/contracts/credentials';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { CopyButton } from '../copy-button.tsx';
import { RevealButton } from '../reveal-button.tsx';

/** One unit handed to a buyer (purchase answer, order detail). */
export type DeliveredUnit = DeliveredItem;

/**
 * How a screen whose units come masked (the order detail) reveals one: the credentials feature's reveals, held by
 * the screen. Without it the units are shown as they came (a purchase's answer carries them in clear).
 */
export interface UnitRevealer {
  shown: (unit: DeliveredUnit) => RevealedUnit | undefined;
  reveal: (unit: DeliveredUnit) => Promise<RevealedUnit>;
  hide: (unit: DeliveredUnit) => void;
  busy: (unit: DeliveredUnit) => boolean;
}

function Line({ label, value, copy, testId, extra }: {
  label: string; value: string | null | undefined; copy?: string | (() => Promise<string>); testId?: string; extra?: ReactNode;
}) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 96, flexShrink: 0 }}>{label}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1 }} data-testid={testId}>{value}</Typography>
      {extra}
      {copy && <CopyButton text={copy} />}
    </Box>
  );
}

/** The credentials of delivered units as cards, each with its copy buttons; "copy all" joins the messages. */
export function DeliveredUnits({ items, revealer }: { items: readonly DeliveredUnit[]; revealer?: UnitRevealer }) {
  const t = useTranslate();
  if (!items.length) return null;
  // a masked unit shows what was revealed of it; its copies reveal it first (one recorded view)
  const view = (u: DeliveredUnit) => {
    const shown = revealer?.shown(u);
    const secret = (field: 'password' | 'pin' | 'message', value: string | null) =>
      (revealer && !shown ? async () => (await revealer.reveal(u))[field] ?? '' : (value ?? ''));
    return {
      password: shown?.password ?? u.password,
      pin: shown?.pin ?? u.pin,
      profiles: shown?.profiles ?? u.profiles,
      copyPassword: secret('password', shown?.password ?? u.password),
      copyPin: secret('pin', shown?.pin ?? u.pin),
      copyMessage: secret('message', shown?.message ?? u.message),
      eye: revealer && (
        <RevealButton shown={!!shown} busy={revealer.busy(u)} onReveal={() => revealer.reveal(u)} onHide={() => revealer.hide(u)} label="Mostrar contraseña y PIN" />
      ),
    };
  };
  const copyAll = revealer
    ? async () => (await Promise.all(items.map((u) => revealer.reveal(u)))).map((r) => r.message).join('\n\n')
    : items.map((i) => i.message).join('\n\n');
  return (
    <Box data-testid="delivered-units">
      {items.length > 1 && (
        <Box sx={{ mb: 1.5 }}>
          <CopyButton variant="button" text={copyAll} label={t('money.copy_all')} testId="copy-all" />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
        {items.map((u, i) => {
          const v = view(u);
          return (
            <Card key={`${u.digital_account_id}-${u.profile_id ?? i}`} variant="outlined" data-testid="delivered-unit">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="subtitle2" sx={{ fontWeight: 600, flexGrow: 1 }}>{u.product}</Typography>
                  <Chip size="small" label={t('money.expires', { date: formatDate(u.renewal_limit_date) })} />
                </Stack>
                <Line label={t('money.login')} value={u.login} copy={u.login} testId="unit-login" />
                <Line label={t('money.password')} value={v.password} copy={v.copyPassword} testId="unit-password" extra={v.eye} />
                <Line label={t('money.profile')} value={u.profile} />
                <Line label={t('money.pin')} value={v.pin} copy={v.copyPin} />
                {v.profiles?.length ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('money.account_profiles')}: {v.profiles.map((p) => (p.pin ? `${p.name} (PIN ${p.pin})` : p.name)).join(', ')}
                  </Typography>
                ) : null}
                <Box sx={{ mt: 1.5 }}>
                  <CopyButton variant="button" text={v.copyMessage} label={t('money.copy_message')} testId="copy-message" />
                </Box>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
