import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyItem, type ApiKeyScope } from '@app/shared/contracts/api-keys';
import { formatDateTime } from '@app/shared';
import {
  Box, Button, Card, CardContent, Checkbox, Chip, FormControlLabel, FormGroup, Stack, Table, TableBody, TableCell, TableHead, TableRow,
  TextField, Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../api/http.ts';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { errorMessage, showError, showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { SecretOnce } from './secret-once.tsx';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api.ts';

const ipsOf = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/** The user's API keys: create one (its secret shown once, with a copy button), list them, revoke one. */
export function ApiKeysCard() {
  const t = useTranslate();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...API_KEY_SCOPES]);
  const [ips, setIps] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const res = await create.mutateAsync({ name: name.trim(), scopes, allowed_ips: ips.trim() ? ipsOf(ips) : null });
      setSecret(res.secret);
      setName('');
      setIps('');
    } catch (err) {
      if (err instanceof ApiError && err.body.errors) setErrors(err.body.errors);
      showError(errorMessage(err));
    }
  };
  const toggle = (scope: ApiKeyScope) => setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));

  return (
    <Card data-testid="api-keys-card">
      <CardContent>
        <Typography variant="h6" gutterBottom>{t('integrations.keys_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('integrations.keys_help')}</Typography>
        {secret && <Box sx={{ mb: 2 }}><SecretOnce text={t('integrations.secret_once')} secret={secret} testId="api-key-secret" /></Box>}
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={1.5}>
            <TextField label={t('integrations.name')} value={name} onChange={(e) => setName(e.target.value)} required size="small"
              error={!!errors.name} helperText={errors.name} slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'api-key-name' } }} />
            <Typography variant="subtitle2">{t('integrations.scopes')}</Typography>
            <FormGroup row>
              {API_KEY_SCOPES.map((s) => (
                <FormControlLabel key={s} label={`${API_KEY_SCOPE_LABELS[s]} (${s})`}
                  control={<Checkbox size="small" checked={scopes.includes(s)} onChange={() => toggle(s)} />} />
              ))}
            </FormGroup>
            {errors.scopes && <Typography variant="caption" color="error">{errors.scopes}</Typography>}
            <TextField label={t('integrations.allowed_ips')} value={ips} onChange={(e) => setIps(e.target.value)} size="small"
              error={Object.keys(errors).some((k) => k.startsWith('allowed_ips'))} helperText={Object.entries(errors).find(([k]) => k.startsWith('allowed_ips'))?.[1]} />
            <Box><Button type="submit" variant="contained" disabled={create.isPending} data-testid="api-key-create">{t('integrations.create_key')}</Button></Box>
          </Stack>
        </Box>
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          {keys.data?.length === 0 && <Typography color="text.secondary">{t('integrations.no_keys')}</Typography>}
          {!!keys.data?.length && (
            <Table size="small" data-testid="api-keys-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('integrations.name')}</TableCell>
                  <TableCell>{t('integrations.prefix')}</TableCell>
                  <TableCell>{t('integrations.scopes')}</TableCell>
                  <TableCell>{t('integrations.last_used')}</TableCell>
                  <TableCell>{t('integrations.state')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {keys.data.map((k) => (
                  <TableRow key={k.id}>
                    <TableCell>{k.name}</TableCell>
                    <TableCell><code>{k.prefix}</code></TableCell>
                    <TableCell>{k.scopes.join(', ')}</TableCell>
                    <TableCell>{k.last_used_at ? formatDateTime(k.last_used_at) : t('integrations.never')}</TableCell>
                    <TableCell>
                      <Chip size="small" color={k.revoked_at ? 'default' : 'success'} label={k.revoked_at ? t('integrations.revoked') : t('integrations.active')} />
                    </TableCell>
                    <TableCell>
                      {!k.revoked_at && <Button size="small" color="error" onClick={() => setRevoking(k)} data-testid={`api-key-revoke-${k.id}`}>{t('integrations.revoke')}</Button>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </CardContent>
      <ConfirmDialog open={!!revoking} message={t('integrations.revoke_confirm', { name: revoking?.name ?? '' })} confirmLabel={t('integrations.revoke')}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          const res = await revoke.mutateAsync(revoking!.id);
          showSuccess(res.msg);
        }} />
    </Card>
  );
}
