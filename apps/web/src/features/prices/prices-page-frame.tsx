import { Alert, Box, Card, CircularProgress, LinearProgress, Stack, Table, TableContainer, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { SellerPicker, type SellerOption } from '../../components/seller-picker.tsx';

interface Props {
  testId: string;
  title: string;
  subtitle: string;
  /** Staff pick whose prices they see; everyone else sees their own. */
  staff: boolean;
  seller: SellerOption | null;
  onSeller: (seller: SellerOption | null) => void;
  /** Buttons beside the seller picker (e.g. the export). */
  actions?: ReactNode;
  query: { isPending: boolean; isFetching: boolean; error: unknown };
  /** The table's head and body. */
  children: ReactNode;
  /** Below the table, inside the card (e.g. save and discard). */
  footer?: ReactNode;
  /** A distributor must be picked first (see mustPickSeller): a prompt instead of subtitle, table and footer. */
  pickFirst?: boolean;
}

/** The frame both price pages share: heading, seller picker, loading and error states, and the table card. */
export function PricesPageFrame({ testId, title, subtitle, staff, seller, onSeller, actions, query, children, footer, pickFirst }: Props) {
  const t = useTranslate();
  const company = useSession()?.company?.name ?? '';
  return (
    <Box data-testid={testId}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1, mb: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{title}</Typography>
          {!pickFirst && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {staff && (
          <Box sx={{ width: { xs: '100%', md: 420 }, flexShrink: 0 }}>
            <SellerPicker value={seller} onChange={onSeller} />
          </Box>
        )}
        {actions}
      </Stack>
      <Card>
        {query.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {pickFirst ? (
          <Alert severity="info" sx={{ m: 2 }} data-testid="prices-pick-seller">{t('money.prices.pick_seller', { company })}</Alert>
        ) : query.error ? (
          <Alert severity="error" sx={{ m: 2 }}>{(query.error as Error).message}</Alert>
        ) : query.isPending ? (
          <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress /></Box>
        ) : (
          <TableContainer>
            <Table size="small">{children}</Table>
          </TableContainer>
        )}
        {!pickFirst && footer}
      </Card>
    </Box>
  );
}
