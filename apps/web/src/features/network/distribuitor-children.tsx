import {
  Alert, Box, Button, Card, CardContent, Chip, CircularProgress, List, ListItemButton, ListItemIcon, ListItemText, Typography,
} from '@mui/material';
import AccountTree from '@mui/icons-material/AccountTree';
import Hub from '@mui/icons-material/Hub';
import Person from '@mui/icons-material/Person';
import { formatMoney } from '@app/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';
import { useNetworkChildren } from './api.ts';

/**
 * Beside a distributor's detail (`/admin/distribuitors/{id}`): the people directly below it (sub-distributors
 * and clients, from `distribuitors-net/{id}`), each opening its own detail, and a way into its branch of the network.
 */
export function DistribuitorChildren() {
  const record = useRecordContext();
  const t = useTranslate();
  const session = useSession();
  const id = record?.id;
  const { data, isPending, error } = useNetworkChildren(id);
  if (!record) return null;
  const children = data?.item.children ?? [];
  const canClient = hasPermission(session, 'clients.get');

  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { xs: '100%', md: 420 }, flexShrink: 0, alignSelf: 'flex-start' }}
      data-testid="distributor-children">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('pages.distributor.children', { smart_count: Number(record.children_count ?? children.length) })}
          </Typography>
          <Button size="small" component={Link} to={`/admin/distribuitors-net/${record.id}`} startIcon={<AccountTree />}>
            {t('pages.distributor.network')}
          </Button>
        </Box>
        {isPending && <CircularProgress size={24} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && !children.length && <Typography color="text.secondary">{t('pages.distributor.no_children')}</Typography>}
        {children.length > 0 && (
          <List dense disablePadding>
            {children.map((c) => {
              const client = c.rol === 'Cliente';
              const to = client ? (canClient ? `/admin/clients/${c.id}` : undefined) : `/admin/distribuitors/${c.id}`;
              return (
                <ListItemButton key={c.id} component={to ? Link : 'div'} to={to} disabled={!to} sx={{ borderRadius: 1 }}
                  data-testid={`distributor-child-${c.id}`}>
                  <ListItemIcon sx={{ minWidth: 34, color: client ? 'text.secondary' : 'primary.main' }}>
                    {client ? <Person fontSize="small" /> : <Hub fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText
                    primary={c.name}
                    secondary={[client ? t('pages.network.client') : c.codeuser, `${t('pages.network.level')} ${c.level_grid}`]
                      .filter(Boolean).join(' · ')}
                  />
                  <Box sx={{ textAlign: 'right', ml: 1 }}>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(c.balance)}</Typography>
                    {!client && <Chip size="small" variant="outlined" label={t('pages.network.children', { smart_count: c.children_count })} />}
                  </Box>
                </ListItemButton>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
