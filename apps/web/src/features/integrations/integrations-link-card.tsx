import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { INTEGRATIONS_PATH } from './integrations-path.ts';

/** The profile's way in to the integrations screen. */
export function IntegrationsLinkCard() {
  const t = useTranslate();
  return (
    <Card data-testid="integrations-link">
      <CardContent>
        <Typography variant="h6" gutterBottom>{t('integrations.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{t('integrations.link_help')}</Typography>
        <Button component={Link} to={`/admin/${INTEGRATIONS_PATH}`} variant="outlined">{t('integrations.open')}</Button>
      </CardContent>
    </Card>
  );
}
