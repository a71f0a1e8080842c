import { Box, CircularProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { VideoGallery } from '../../components/media/video-gallery.tsx';
import { useTutorials } from './use-tutorials.ts';

/** `/admin/resources`: the tutorial links as a gallery with previews. */
export default function ResourcesPage() {
  const t = useTranslate();
  const { items, isPending } = useTutorials(100);
  return (
    <Box sx={{ mt: 1 }} data-testid="resources-page">
      <Title title={t('pages.resources.title')} />
      <Typography variant="h5" component="h1">{t('pages.resources.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('pages.resources.subtitle')}</Typography>
      {isPending ? <CircularProgress /> : items.length ? <VideoGallery items={items} /> : (
        <Typography color="text.secondary">{t('pages.resources.empty')}</Typography>
      )}
    </Box>
  );
}
