import { Box, Card, CardContent, Paper, Skeleton, Typography } from '@mui/material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Campaign from '@mui/icons-material/Campaign';
import { formatDate, formatMoney } from '@app/shared';
import { Title, useTranslate } from 'react-admin';
import { useActiveNotices } from '../app/layout/header/use-active-notices.ts';
import { useSession } from '../app/use-session.ts';
import { VideoGallery } from '../components/media/video-gallery.tsx';
import { isRootUser } from '../session.ts';
import { useTutorials } from './use-tutorials.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>{title}</Typography>
      {children}
    </Box>
  );
}

/** The empty admin path: greeting, balance (not for root), active notices and tutorial videos. */
export default function Dashboard() {
  const t = useTranslate();
  const session = useSession();
  const { notices, isPending: noticesPending } = useActiveNotices();
  const tutorials = useTutorials(12);
  if (!session) return null;
  const { profile, company } = session;

  return (
    <Box data-testid="dashboard">
      <Title title={t('ra.page.dashboard')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: isRootUser(session) ? '1fr' : '2fr 1fr' }, mt: 1 }}>
        <Paper sx={{ p: 3, background: (th) => `linear-gradient(120deg, ${th.palette.primary.main}, ${th.palette.primary.dark})`, color: 'common.white' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }} data-testid="greeting">
            {t('pages.dashboard.greeting', { name: profile.name })}
          </Typography>
          <Typography sx={{ opacity: 0.9, mt: 0.5 }}>{t('pages.dashboard.subtitle', { company: company?.name ?? '' })}</Typography>
        </Paper>
        {!isRootUser(session) && (
          <Card data-testid="dashboard-balance">
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, height: '100%' }}>
              <AccountBalanceWallet color="success" sx={{ fontSize: 44 }} />
              <Box>
                <Typography color="text.secondary" variant="body2">{t('pages.dashboard.balance')}</Typography>
                <Typography variant="h5" sx={{ fontWeight: 600 }}>{formatMoney(profile.balance ?? 0)}</Typography>
              </Box>
            </CardContent>
          </Card>
        )}
      </Box>

      <Section title={t('pages.dashboard.notices')}>
        {noticesPending ? <Skeleton variant="rounded" height={80} /> : notices.length === 0 ? (
          <Typography color="text.secondary">{t('notices.empty')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
            {notices.map((n) => (
              <Card key={n.id} variant="outlined">
                {n.image && <Box component="img" src={n.image} alt="" sx={{ width: '100%', maxHeight: 160, objectFit: 'cover' }} />}
                <CardContent>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Campaign color="secondary" fontSize="small" />
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{n.title}</Typography>
                  </Box>
                  <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{n.description}</Typography>
                  {(n.start_date || n.end_date) && (
                    <Typography variant="caption" color="text.secondary">
                      {[formatDate(n.start_date), formatDate(n.end_date)].filter(Boolean).join(' — ')}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </Section>

      {tutorials.allowed && (
        <Section title={t('pages.dashboard.tutorials')}>
          {tutorials.isPending ? <Skeleton variant="rounded" height={120} /> : tutorials.items.length === 0 ? (
            <Typography color="text.secondary">{t('pages.dashboard.no_tutorials')}</Typography>
          ) : (
            <VideoGallery items={tutorials.items} />
          )}
        </Section>
      )}
    </Box>
  );
}
