import { Alert, Box, Card, CardContent, Paper, Skeleton, Typography } from '@mui/material';
import Campaign from '@mui/icons-material/Campaign';
import { formatDate, type Dashboard } from '@app/shared';
import { Title, useTranslate } from 'react-admin';
import { useActiveNotices } from '../../app/layout/header/use-active-notices.ts';
import { useSession } from '../../lib/use-session.ts';
import { VideoGallery } from '../../components/media/video-gallery.tsx';
import { useTutorials } from '../tutorials/index.ts';
import { ClientDashboard } from './client-dashboard.tsx';
import { DistributorDashboard } from './distributor-dashboard.tsx';
import { DashboardSection } from './figure-card.tsx';
import { PlatformDashboard } from './platform-dashboard.tsx';
import { PosEntryCard } from './pos-entry-card.tsx';
import { StaffDashboard } from './staff-dashboard.tsx';
import { useDashboard } from './api.ts';

function Figures({ data, userId }: { data: Dashboard; userId: number }) {
  switch (data.view) {
    case 'staff': return <StaffDashboard data={data} />;
    case 'distributor': return <DistributorDashboard data={data} userId={userId} />;
    case 'client': return <ClientDashboard data={data} userId={userId} />;
    case 'platform': return <PlatformDashboard data={data} />;
  }
}

function FiguresSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" height={104} />)}
    </Box>
  );
}

/**
 * `/admin`: a greeting, the viewer's figures (its role decides which: staff, distributor, client or Root over every
 * company; each figure opens its filtered list), the way to the point of sale for whoever sells there, then active
 * notices and tutorial videos.
 */
export default function DashboardPage() {
  const t = useTranslate();
  const session = useSession();
  const dashboard = useDashboard();
  const { notices, isPending: noticesPending } = useActiveNotices();
  const tutorials = useTutorials(12);
  if (!session) return null;
  const { profile, company } = session;

  return (
    <Box data-testid="dashboard" data-view={dashboard.data?.view} sx={{ pb: 3 }}>
      <Title title={t('ra.page.dashboard')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 1, background: (th) => `linear-gradient(120deg, ${th.palette.primary.main}, ${th.palette.primary.dark})`, color: 'common.white' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: 26, sm: 34 } }} data-testid="greeting">
          {t('pages.dashboard.greeting', { name: profile.name })}
        </Typography>
        <Typography sx={{ opacity: 0.9, mt: 0.5 }}>{t('pages.dashboard.subtitle', { company: company?.name ?? '' })}</Typography>
      </Paper>

      {dashboard.isPending ? <FiguresSkeleton /> : dashboard.isError ? (
        <Alert severity="error" sx={{ mt: 3 }}>{t('dashboard.loading_error')}</Alert>
      ) : <Figures data={dashboard.data} userId={profile.id} />}

      <PosEntryCard />

      <DashboardSection title={t('pages.dashboard.notices')}>
        {noticesPending ? <Skeleton variant="rounded" height={80} /> : notices.length === 0 ? (
          <Typography color="text.secondary">{t('notices.empty')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))' }}>
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
      </DashboardSection>

      {tutorials.allowed && (
        <DashboardSection title={t('pages.dashboard.tutorials')}>
          {tutorials.isPending ? <Skeleton variant="rounded" height={120} /> : tutorials.items.length === 0 ? (
            <Typography color="text.secondary">{t('pages.dashboard.no_tutorials')}</Typography>
          ) : (
            <VideoGallery items={tutorials.items} />
          )}
        </DashboardSection>
      )}
    </Box>
  );
}
