import {
  Alert, Avatar, Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Table, TableBody, TableCell, TableHead,
  TableRow, Typography,
} from '@mui/material';
import Apps from '@mui/icons-material/Apps';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import OpenInNew from '@mui/icons-material/OpenInNew';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { CONVERTER_CURRENCIES, formatMoney, resourceByName, toCents } from '@app/shared';
import { useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { CurrencyConverterDialog } from '../../components/dialogs/currency-converter-dialog.tsx';
import { useTools } from './api.ts';


function Section({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>{icon}{title}</Typography>
      {children}
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' };

/** `/admin/tools-app` (spec §2): the currency converter, the company's WhatsApp support lines and its app links. */
export default function ToolsAppPage() {
  const t = useTranslate();
  const [converting, setConverting] = useState(false);
  const { data, isPending, error } = useTools();
  // platform labels come from the link-app definition
  const platforms = resourceByName('link-app')?.fields.find((f) => f.name === 'platform')?.options ?? [];
  const platform = (value: string | null) => platforms.find((p) => p.value === value)?.label ?? value;

  return (
    <Box sx={{ mt: 1 }} data-testid="tools-page">
      <Title title={t('pages.tools.title')} />
      <Typography variant="h5" component="h1">{t('pages.tools.title')}</Typography>
      <Typography color="text.secondary">{t('pages.tools.subtitle')}</Typography>
      {isPending && <CircularProgress sx={{ mt: 2 }} />}
      {error && <Alert severity="error" sx={{ mt: 2 }}>{error.message}</Alert>}
      {data && (
        <>
          <Section title={t('converter.title')} icon={<CurrencyExchange color="primary" />} testId="tools-converter">
            <Card>
              <CardContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('pages.tools.configured', { count: data.currencies.length, total: CONVERTER_CURRENCIES.length })}
                </Typography>
                {data.currencies.length ? (
                  <Table size="small" sx={{ maxWidth: 640 }}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('converter.currency')}</TableCell>
                        <TableCell>{t('pages.tools.currency_name')}</TableCell>
                        <TableCell align="right">{t('pages.tools.rate')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.currencies.map((c) => (
                        <TableRow key={c.code}>
                          <TableCell>{c.code}{c.symbol ? ` (${c.symbol})` : ''}</TableCell>
                          <TableCell>{c.name}</TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(toCents(c.rate))}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                ) : (
                  <Typography color="text.secondary">{t('converter.none')}</Typography>
                )}
              </CardContent>
              <CardActions>
                <Button variant="contained" startIcon={<CurrencyExchange />} onClick={() => setConverting(true)} data-testid="open-converter">
                  {t('pages.tools.open_converter')}
                </Button>
              </CardActions>
            </Card>
          </Section>

          <Section title={t('pages.tools.support')} icon={<WhatsApp color="success" />} testId="tools-support">
            {data.support_lines.length ? (
              <Box sx={grid}>
                {data.support_lines.map((l) => (
                  <Card key={l.id} variant="outlined">
                    <CardContent>
                      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{l.name}</Typography>
                      <Typography variant="body2">+{l.country_code ?? ''} {l.phone}</Typography>
                      {l.schedule && <Typography variant="body2" color="text.secondary">{l.schedule}</Typography>}
                    </CardContent>
                    <CardActions>
                      <Button component="a" href={l.url} target="_blank" rel="noopener noreferrer" color="success" startIcon={<WhatsApp />}>
                        {t('pages.tools.write')}
                      </Button>
                    </CardActions>
                  </Card>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('pages.tools.no_support')}</Typography>
            )}
          </Section>

          <Section title={t('pages.tools.apps')} icon={<Apps color="primary" />} testId="tools-apps">
            {data.apps.length ? (
              <Box sx={grid}>
                {data.apps.map((a) => (
                  <Card key={a.id} variant="outlined">
                    <CardContent sx={{ display: 'flex', gap: 2 }}>
                      <Avatar src={a.icon ?? undefined} variant="rounded" alt=""><Apps /></Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{a.name}</Typography>
                        {a.platform && <Chip size="small" label={platform(a.platform)} sx={{ my: 0.5 }} />}
                        {a.description && <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>{a.description}</Typography>}
                      </Box>
                    </CardContent>
                    <CardActions>
                      <Button component="a" href={a.link} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNew />}>
                        {t('pages.tools.open_app')}
                      </Button>
                    </CardActions>
                  </Card>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('pages.tools.no_apps')}</Typography>
            )}
          </Section>
          <CurrencyConverterDialog open={converting} onClose={() => setConverting(false)} currencies={data.currencies} />
        </>
      )}
    </Box>
  );
}
