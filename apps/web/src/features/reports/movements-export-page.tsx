import { Alert, Box, Typography } from '@mui/material';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import EngineList from '../../engine/engine-list.tsx';

/**
 * `/admin/balance-movements/export` and `/admin/company-balance-movements/export` (spec §2 export reports): the
 * ledger list itself, whose filters choose the rows and whose export bar writes the page or every matching row
 * to Excel, under a heading that says so.
 */
export default function MovementsExportPage({ resource }: { resource: 'balance-movements' | 'company-balance-movements' }) {
  const t = useTranslate();
  return (
    <ResourceContextProvider value={resource}>
      <Box data-testid={`${resource}-export-page`}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mt: 1 }}>
          {t(`money.movements.${resource === 'balance-movements' ? 'user_title' : 'company_title'}`)}
        </Typography>
        <Alert severity="info" sx={{ my: 1.5 }}>{t('money.movements.export_help')}</Alert>
        <EngineList />
      </Box>
    </ResourceContextProvider>
  );
}
