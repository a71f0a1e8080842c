import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FaultReportForm } from './fault-report-form.tsx';

/**
 * `/admin/report-fault-account/create` ("Reportar falla"): the report form with the picker of the units the buyer
 * owns. The report opens once filed.
 */
export default function FaultCreatePage() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 640, mt: 1 }} data-testid="fault-create-page">
      <Title title="Reportar falla" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>Reportar falla</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Elige la cuenta o el perfil que compraste y que no funciona. El personal lo revisa y te entrega otro, te reembolsa los días sin usar o te explica qué pasó.
      </Typography>
      <Card>
        <CardContent>
          <FaultReportForm onCancel={() => navigate('/admin/report-fault-account')}
            onDone={(report, msg) => {
              notify(msg, { type: 'success' });
              navigate(`/admin/report-fault-account/${report.id}`);
            }} />
        </CardContent>
      </Card>
    </Box>
  );
}
