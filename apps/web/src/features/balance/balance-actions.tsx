import {
  Box, Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio,
  RadioGroup, Stack, TextField, Typography,
} from '@mui/material';
import CreditScore from '@mui/icons-material/CreditScore';
import Tune from '@mui/icons-material/Tune';
import { formatMoney, validateNote } from '@app/shared';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { MoneyField } from '../../components/money/money-field.tsx';
import { hasPermission } from '../../session.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { postBalanceCall } from './api.ts';

export type BalanceTarget = 'user' | 'company';

/** Who may correct which balance (spec §6 "adjustment-balance"): company staff a user's, root a company's. */
const PERMISSION: Record<BalanceTarget, string> = {
  user: 'balance-current.adjustment-balance',
  company: 'company.adjustment-balance',
};

/**
 * A company's adjustments are made acting on that company (the server checks the account belongs to the
 * tenant), whichever company the root user has chosen in the header.
 */
const tenantHeader = (target: BalanceTarget, record: RaRecord): Record<string, string> | undefined =>
  target === 'company' ? { 'x-tenant': String(record.id) } : undefined;

/**
 * "Ajustar saldo" and "Cupo de crédito" on a user's, distributor's or company's screen. Each call carries its
 * Idempotency-Key; the record and the sidebar balance are read again afterwards.
 */
export function BalanceActions({ target }: { target: BalanceTarget }) {
  const record = useRecordContext();
  const session = useSession();
  const [open, setOpen] = useState<'adjust' | 'credit' | null>(null);
  if (!record || !hasPermission(session, PERMISSION[target])) return null;
  // nobody corrects its own balance (the server refuses it too)
  if (target === 'user' && record.id === session?.profile.id) return null;
  return (
    <>
      <Button label="money.balance.adjust" onClick={() => setOpen('adjust')} data-testid="adjust-balance"><Tune /></Button>
      <Button label="money.balance.credit_limit" onClick={() => setOpen('credit')} data-testid="credit-limit"><CreditScore /></Button>
      {open === 'adjust' && <AdjustDialog target={target} record={record} onClose={() => setOpen(null)} />}
      {open === 'credit' && <CreditLimitDialog target={target} record={record} onClose={() => setOpen(null)} />}
    </>
  );
}

export const UserBalanceActions = () => <BalanceActions target="user" />;
export const CompanyBalanceActions = () => <BalanceActions target="company" />;

/** Posts one balance correction of the record (with its Idempotency-Key), then tells and refreshes. */
function useBalanceCall(target: BalanceTarget, record: RaRecord, onClose: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useActionSubmit();
  const call = async (action: 'adjust-balance' | 'credit-limit', body: Record<string, unknown>) => {
    await run(async () => {
      const res = await postBalanceCall(target, record.id, action, body, tenantHeader(target, record));
      notify(res.msg, { type: 'success' });
      refresh();
      onClose();
    });
  };
  return { busy, call };
}

function AccountLine({ record }: { record: RaRecord }) {
  const t = useTranslate();
  return (
    <Box sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2">{String(record.name ?? '')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('money.balance.current', { balance: formatMoney(Number(record.balance ?? 0)) })}
        {' · '}
        {t('money.balance.current_credit', { credit: formatMoney(Number(record.credit_limit ?? 0)) })}
      </Typography>
    </Box>
  );
}

function AdjustDialog({ target, record, onClose }: { target: BalanceTarget; record: RaRecord; onClose: () => void }) {
  const t = useTranslate();
  const { busy, call } = useBalanceCall(target, record, onClose);
  const [sign, setSign] = useState<'credit' | 'debit'>('credit');
  const [cents, setCents] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonProblem = validateNote(reason);
  const valid = !!cents && cents > 0 && !reasonProblem;
  const amount = cents ? (sign === 'credit' ? cents : -cents) : 0;

  const accept = () => call('adjust-balance', { amount, reason: reason.trim() });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="adjust-title" slotProps={{ paper: { sx: { width: 420 } } }}>
      <DialogTitle id="adjust-title">{t('money.balance.adjust')}</DialogTitle>
      <DialogContent>
        <AccountLine record={record} />
        <Stack spacing={2}>
          <RadioGroup row value={sign} onChange={(e) => setSign(e.target.value as 'credit' | 'debit')}>
            <FormControlLabel value="credit" control={<Radio />} label={t('money.balance.add')} />
            <FormControlLabel value="debit" control={<Radio />} label={t('money.balance.subtract')} />
          </RadioGroup>
          <MoneyField label={t('money.balance.amount')} value={cents} onChange={setCents} required autoFocus testId="adjust-amount" />
          <TextField label={t('money.balance.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required multiline minRows={2}
            onBlur={() => setTouched(true)} error={touched && !!reasonProblem} helperText={touched && reasonProblem ? reasonProblem : t('dialog.note_help')}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'adjust-reason' } }} />
          {cents ? (
            <Typography variant="body2" data-testid="adjust-preview">
              {t('money.balance.result', { balance: formatMoney(Number(record.balance ?? 0) + amount) })}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={busy}>{t('app.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={accept} disabled={!valid || busy} data-testid="adjust-accept"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {t('app.accept')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function CreditLimitDialog({ target, record, onClose }: { target: BalanceTarget; record: RaRecord; onClose: () => void }) {
  const t = useTranslate();
  const { busy, call } = useBalanceCall(target, record, onClose);
  const [cents, setCents] = useState<number | null>(typeof record.credit_limit === 'number' ? record.credit_limit : 0);
  const [reason, setReason] = useState('');

  const accept = () => {
    if (cents !== null) void call('credit-limit', { credit_limit: cents, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="credit-title" slotProps={{ paper: { sx: { width: 420 } } }}>
      <DialogTitle id="credit-title">{t('money.balance.credit_limit')}</DialogTitle>
      <DialogContent>
        <AccountLine record={record} />
        <Stack spacing={2}>
          <MoneyField label={t('money.balance.new_credit')} value={cents} onChange={setCents} required autoFocus
            helperText={t('money.balance.credit_help')} testId="credit-amount" />
          <TextField label={t('money.balance.reason_optional')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={busy}>{t('app.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={accept} disabled={cents === null || busy} data-testid="credit-accept"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {t('app.accept')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
