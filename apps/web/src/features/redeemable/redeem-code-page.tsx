import {
  Alert, AlertTitle, Box, Button, Card, CardContent, List, ListItem, ListItemText, Paper, Stack, TextField, Typography,
} from '@mui/material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Redeem from '@mui/icons-material/Redeem';
import { formatDateTime, formatMoney } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission, isRootUser } from '../../session.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { MY_REDEEMED_KEY, redeemCode, useMyRedeemed, type Redeemed } from './api.ts';


/**
 * `/admin/redeemable-balance-user-redeem` (spec §2): any signed-in user types a code it bought; its value is added to
 * the balance at once (the sidebar follows by itself, from the server's balance event). Each refusal says why in the
 * server's words (unknown, not yet sold, expired, already redeemed, too many wrong tries).
 */
export default function RedeemCodePage() {
  const t = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const { busy, run } = useActionSubmit();
  const [done, setDone] = useState<Redeemed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const showBalance = !isRootUser(session);
  const canSeeMovements = hasPermission(session, 'balance-movements.list');

  const history = useMyRedeemed(session?.profile.id, canSeeMovements && !!session);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim() || busy) return;
    setError(null);
    setDone(null);
    await run(async () => {
      const res = await redeemCode(code.trim());
      setDone(res);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: MY_REDEEMED_KEY });
    }, { errorTo: setError });
  };

  return (
    <Box data-testid="redeem-code-page" sx={{ maxWidth: 720 }}>
      <Title title={t('redeemable.redeem.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('redeemable.redeem.title')}</Typography>
          <Typography color="text.secondary">{t('redeemable.redeem.subtitle')}</Typography>
        </Box>
        {showBalance && session && (
          <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
            <AccountBalanceWallet color="success" />
            <Box>
              <Typography variant="caption" color="text.secondary">{t('redeemable.redeem.balance')}</Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="redeem-balance">{formatMoney(session.profile.balance ?? 0)}</Typography>
            </Box>
          </Paper>
        )}
      </Stack>
      <Card>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t('redeemable.redeem.label')}
              placeholder={t('redeemable.redeem.placeholder')}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              helperText={t('redeemable.redeem.hint')}
              autoFocus
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { 'data-testid': 'redeem-input', maxLength: 60, spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: 1 } } }}
            />
            <Button type="submit" variant="contained" size="large" startIcon={<Redeem />} disabled={busy || !code.trim()}
              sx={{ flexShrink: 0, minHeight: 56 }} data-testid="redeem-submit">
              {t('redeemable.redeem.submit')}
            </Button>
          </Stack>
          {error && <Alert severity="error" sx={{ mt: 2 }} data-testid="redeem-error">{error}</Alert>}
          {done && (
            <Alert severity="success" sx={{ mt: 2 }} data-testid="redeem-done">
              <AlertTitle>{t('redeemable.redeem.done_title')}</AlertTitle>
              {t('redeemable.redeem.done', { amount: formatMoney(done.amount) })} {t('redeemable.redeem.new_balance', { balance: formatMoney(done.balance) })}
            </Alert>
          )}
        </CardContent>
      </Card>
      {canSeeMovements && (
        <Card sx={{ mt: 2 }}>
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t('redeemable.redeem.history')}</Typography>
            {history.data?.length ? (
              <List dense disablePadding>
                {history.data.map((m) => (
                  <ListItem key={m.id} disableGutters secondaryAction={<Typography sx={{ fontWeight: 600, color: 'success.main' }}>+{formatMoney(m.amount)}</Typography>}>
                    <ListItemText primary={m.note} secondary={formatDateTime(m.movement_date)} />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>{history.isPending ? '…' : t('redeemable.redeem.none')}</Typography>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
