import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDate, formatDateTime } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/copy-button.tsx';
import type { DeliveredRow } from './api.ts';

/** A labelled line of the card; credentials in monospace, with their own copy button. */
function Line({ label, children, mono, copy, extra }: {
  label: string; children: ReactNode; mono?: boolean; copy?: string | (() => Promise<string>) | null; extra?: ReactNode;
}) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 30 }}>
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, width: 84 }}>{label}</Typography>
      <Typography variant="body2" sx={{ fontFamily: mono ? 'monospace' : undefined, overflowWrap: 'anywhere', minWidth: 0, flexGrow: 1 }}>{children}</Typography>
      {extra}
      {copy && <CopyButton text={copy} label={`${t('money.copy')} ${label.toLowerCase()}`} />}
    </Box>
  );
}

/** The unit's password and PIN as the screen holds them (masked until revealed), the eye, and copies that reveal. */
export interface CardSecrets {
  password: string;
  pin: string | null;
  eye: ReactNode;
  copy: (field: 'password' | 'pin') => () => Promise<string>;
}

export interface DeliveredCardProps {
  row: DeliveredRow;
  secrets: CardSecrets;
  stateLabel: string;
  /** The order's number, a link when the user may open it. */
  order: ReactNode;
  owner: string;
  /** Renew, report a fault, copy the message: the same buttons as the table's last column. */
  actions: ReactNode;
}

/**
 * One delivered unit on a phone: product and state on top, the credentials each with a copy button, then the
 * actions, all within the screen's width (the table put them past a sideways scroll).
 */
export function DeliveredProfileCard({ row, secrets, stateLabel, order, owner, actions }: DeliveredCardProps) {
  const t = useTranslate();
  return (
    <Card variant="outlined" data-testid="delivered-card">
      <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 0.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere' }}>{row.product}</Typography>
            {row.sold_at && <Typography variant="caption" color="text.secondary">{formatDateTime(row.sold_at)}</Typography>}
          </Box>
          <Chip size="small" label={stateLabel} color={row.state === 'faulty' ? 'error' : 'default'} data-testid="delivered-state" />
        </Stack>
        <Line label={t('money.login')} mono copy={row.login}>{row.login}</Line>
        <Line label={t('money.password')} mono copy={secrets.copy('password')} extra={secrets.eye}>
          <span data-testid="delivered-password">{secrets.password}</span>
        </Line>
        <Line label={t('money.profile')}>{row.profile ?? '—'}</Line>
        <Line label={t('money.pin')} mono copy={row.pin ? secrets.copy('pin') : null}>{secrets.pin ?? '—'}</Line>
        <Line label={t('money.delivered.expires')}>{row.renewal_limit_date ? formatDate(row.renewal_limit_date) : '—'}</Line>
        <Line label={t('money.delivered.order')}>{order}</Line>
        <Line label={t('money.delivered.owner')}>{owner}</Line>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }} data-testid="delivered-card-actions">{actions}</Box>
      </CardContent>
    </Card>
  );
}
