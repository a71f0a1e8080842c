import { Box, Button, CircularProgress, Typography } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { IMAGE_PREVIEW_WIDTH } from '@app/shared';
import { useTranslate } from 'ra-core';
import { useRef, useState, type ReactNode } from 'react';
import { resizeImage } from './image-resize.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

export interface ImagePickerProps {
  label: string;
  /** Current image (URL or data URL). */
  value: string | null | undefined;
  /**
   * Receives the resized JPEG as base64. Resolves to the stored image address (or null to keep the local
   * preview); rejects when the upload failed, which clears the preview (spec §8).
   */
  onPicked: (base64: string) => Promise<string | null | void>;
  testId?: string;
  /** Draws the asterisk of a required field. */
  required?: boolean;
  /** The field's error (e.g. a required receipt missing), shown under the picker. */
  error?: ReactNode;
}

/** File picker → canvas resize (max 512 px, JPEG 0.9) → 164 px preview → upload. */
export function ImagePicker({ label, value, onPicked, testId, required, error }: ImagePickerProps) {
  const t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();
  const shown = preview ?? value ?? null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    await run(async () => {
      const base64 = await resizeImage(file);
      setPreview(base64);
      const stored = await onPicked(base64);
      if (typeof stored === 'string' && stored) setPreview(stored);
    }, { onError: () => setPreview(null) });
    // the same file picked again is a new pick
    if (input.current) input.current.value = '';
  };

  return (
    <Box sx={{ my: 1 }} data-testid={testId}>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} component="div" sx={{ mb: 0.5 }}>
        {label}{required ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: IMAGE_PREVIEW_WIDTH, minHeight: 80, borderRadius: 1, border: 1, borderColor: 'divider',
            display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', bgcolor: 'grey.50',
          }}
        >
          {shown ? (
            <img src={shown} alt={label} style={{ width: IMAGE_PREVIEW_WIDTH, height: 'auto', display: 'block' }} />
          ) : (
            <AddPhotoAlternate color="disabled" fontSize="large" />
          )}
        </Box>
        <Button variant="outlined" component="label" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {busy ? t('engine.image_uploading') : t('engine.image_pick')}
          <input ref={input} type="file" accept="image/*" hidden onChange={(e) => pick(e.target.files?.[0])} />
        </Button>
      </Box>
      {error && <Typography variant="caption" color="error" component="div" sx={{ mt: 0.5 }} data-testid={testId && `${testId}-error`}>{error}</Typography>}
    </Box>
  );
}
