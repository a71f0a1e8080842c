import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ApiKeysCard } from './api-keys-card.tsx';
import { WebhooksCard } from './webhooks-card.tsx';

/** `/admin/profile/integrations`: the signed-in user's API keys and webhooks (README "Integraciones"). */
export default function IntegrationsPage() {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }} data-testid="integrations-page">
      <Title title={t('integrations.title')} />
      <ApiKeysCard />
      <WebhooksCard />
    </Box>
  );
}
