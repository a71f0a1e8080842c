import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import Storefront from '@mui/icons-material/Storefront';
import { useTranslate } from 'react-admin';
import { hasPermission } from '../../session.ts';
import { useSession } from '../../lib/use-session.ts';

/**
 * The way from the back office to the point of sale, for whoever may sell there. The point of sale is its own app at
 * /pos (offline catalogues, its own service worker; the same session), outside the admin's menu: without this a
 * cashier who signs in here finds a home with nothing to do.
 */
export function PosEntryCard() {
  const t = useTranslate();
  const session = useSession();
  if (!hasPermission(session, 'pos.create')) return null;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} data-testid="dashboard-pos">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Storefront color="primary" sx={{ fontSize: 40 }} />
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h6" component="h2">{t('dashboard.pos_title')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('dashboard.pos_text')}</Typography>
        </Box>
        {/* a whole page load: /pos is another app, with its own service worker */}
        <Button variant="contained" href="/pos" data-testid="dashboard-pos-open">{t('dashboard.pos_open')}</Button>
      </CardContent>
    </Card>
  );
}
