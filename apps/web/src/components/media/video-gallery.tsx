import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { extractVideoId } from '@app/shared';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { VideoDialog } from './video-preview.tsx';

export interface TutorialLink {
  id: number;
  name: string;
  link: string;
  description?: string | null;
}

/**
 * Tutorial links as cards. No thumbnails are fetched (they would come from the video site): the player
 * loads only when the user opens a preview.
 */
export function VideoGallery({ items }: { items: readonly TutorialLink[] }) {
  const t = useTranslate();
  const [playing, setPlaying] = useState<TutorialLink | null>(null);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }} data-testid="video-gallery">
        {items.map((item) => {
          const hasVideo = !!extractVideoId(item.link);
          return (
            <Card key={item.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <Box
                sx={{
                  height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'common.white',
                  background: (th) => `linear-gradient(135deg, ${th.palette.primary.main}, ${th.palette.secondary.main})`,
                  cursor: hasVideo ? 'pointer' : 'default',
                }}
                onClick={() => hasVideo && setPlaying(item)}
              >
                <OndemandVideo sx={{ fontSize: 48, opacity: 0.9 }} />
              </Box>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{item.name}</Typography>
                {item.description && <Typography variant="body2" color="text.secondary">{item.description}</Typography>}
              </CardContent>
              <CardActions>
                {hasVideo ? (
                  <Button size="small" startIcon={<PlayArrow />} onClick={() => setPlaying(item)}>{t('pages.resources.watch')}</Button>
                ) : (
                  <Button size="small" startIcon={<OpenInNew />} href={item.link} target="_blank" rel="noopener noreferrer">
                    {t('pages.resources.open')}
                  </Button>
                )}
              </CardActions>
            </Card>
          );
        })}
      </Box>
      {playing && <VideoDialog link={playing.link} title={playing.name} open onClose={() => setPlaying(null)} />}
    </>
  );
}
