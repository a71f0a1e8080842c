import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { PaymentMethod } from '@app/shared/contracts/bank-accounts';
import { brebKeyTypeLabel, BANK_ACCOUNT_TYPES } from '@app/shared';
import type { ReactNode } from 'react';

/**
 * The company's ways to be paid, as the top-up forms of the back office and the store show them (DOMAIN.md
 * "Payment methods of Colombia"): each method with its number or key, holder and document beside copy buttons,
 * the PSE link, and the QR image where one is configured. `copy` draws the copy button of the screen's own kind
 * (the store runs without react-admin).
 */
export function PaymentMethodList({ methods, copy }: { methods: readonly PaymentMethod[]; copy: (value: string, label: string) => ReactNode }) {
  if (!methods.length) return null;
  return (
    <Box component="ul" aria-label="Medios de pago" data-testid="payment-methods"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}>
      {methods.map((m) => (
        <Card component="li" variant="outlined" key={m.id} data-testid={`payment-method-${m.kind}`}>
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="subtitle2" component="h4">{title(m)}</Typography>
            <Stack spacing={0.25} sx={{ mt: 0.5 }}>
              <Line label={m.number_label} value={m.account_number} copy={copy} />
              <Line label="Titular" value={m.holder} copy={copy} />
              <Line label="Documento" value={m.holder_document} copy={copy} />
            </Stack>
            {m.payment_link && (
              <Button size="small" href={m.payment_link} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew fontSize="inherit" />} sx={{ mt: 0.5 }}>
                Pagar por PSE
              </Button>
            )}
            {m.qr && (
              <Box component="img" src={m.qr} alt={`Código QR de ${title(m)}`} data-testid="payment-method-qr"
                sx={{ display: 'block', mt: 1, width: 140, maxWidth: '100%', height: 'auto', borderRadius: 1 }} />
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function title(m: PaymentMethod): string {
  if (m.kind === 'bank') {
    const type = BANK_ACCOUNT_TYPES.find((t) => t.value === m.account_type)?.label;
    return [m.bank_name, type ? `cuenta de ${type.toLowerCase()}` : null].filter(Boolean).join(' · ') || m.kind_label;
  }
  if (m.kind === 'breb' && m.breb_key_type) return `${m.kind_label} · ${brebKeyTypeLabel(m.breb_key_type).toLowerCase()}`;
  return [m.kind_label, m.bank_name].filter(Boolean).join(' · ');
}

function Line({ label, value, copy }: { label: string; value: string | null; copy: (value: string, label: string) => ReactNode }) {
  if (!value) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>{label}:</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>{value}</Typography>
      {copy(value, `Copiar ${label.toLowerCase()}`)}
    </Stack>
  );
}
