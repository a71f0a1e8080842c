import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlineOutlined';
import { extractVideoId, videoEmbedUrl } from '@app/shared';
import { useTranslate } from 'ra-core';
import { useState } from 'react';

/**
 * The video player, in a dialog. The iframe exists only while the dialog is open, so no page reaches the
 * video site until the user asks for the preview.
 */
export function VideoDialog({ link, title, open, onClose }: { link: string; title?: string; open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const src = videoEmbedUrl(link);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{title ?? t('engine.video_preview')}</DialogTitle>
      <DialogContent>
        {open && src && (
          <Box sx={{ position: 'relative', pt: '56.25%' }}>
            <iframe
              src={src}
              title={title ?? t('engine.video_preview')}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; picture-in-picture"
              allowFullScreen
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Spec §5 video field: shows the id extracted from the link; with no id, no preview. */
export function VideoPreview({ link }: { link: string | null | undefined }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const id = extractVideoId(link);
  if (!link) return null;
  if (!id) return <Typography variant="caption" color="text.secondary">{t('engine.video_no_id')}</Typography>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="caption" color="text.secondary" data-testid="video-id">{t('engine.video_id', { id })}</Typography>
      <Button size="small" startIcon={<PlayCircleOutline />} onClick={() => setOpen(true)}>{t('engine.video_preview')}</Button>
      <VideoDialog link={link} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
