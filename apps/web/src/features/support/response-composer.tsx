import { Alert, Badge, Box, Button, CircularProgress, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import {
  MAX_RESPONSE_IMAGES, SUPPORT_RESPONSE_TEXT_MAX, supportResponseBody, type SupportThreadResource,
} from '@app/shared';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { newIdempotencyKey } from '../../api/money.ts';
import { errorMessage } from '../../components/dialogs/dialog-bus.ts';
import { resizeImage } from '../../components/media/image-resize.ts';
import { DefaultResponsePicker } from './default-response-picker.tsx';
import { sendResponse } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/**
 * Writes a response: text, up to 3 images (resized in the browser like every upload) and, for the desk, a default
 * response inserted and then edited. One Idempotency-Key per message, so a retried send posts it once.
 */
export function ResponseComposer({ resource, id, withDefaults, onSent }: {
  resource: SupportThreadResource; id: number; withDefaults: boolean; onSent: () => unknown;
}) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const { busy, run } = useActionSubmit();
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const input = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);

  const changed = () => {
    // a different message is a different send
    key.current = newIdempotencyKey();
    setProblem(null);
  };

  const insert = (response: string) => {
    setText((current) => (current.trim() ? `${current.trimEnd()}\n\n${response}` : response));
    changed();
    // ready to edit at once
    setTimeout(() => textBox.current?.focus(), 0);
  };

  const attach = async (files: FileList | null) => {
    const room = MAX_RESPONSE_IMAGES - images.length;
    const picked = [...(files ?? [])];
    if (input.current) input.current.value = '';
    if (!picked.length) return;
    if (picked.length > room) setProblem(`Puedes adjuntar máximo ${MAX_RESPONSE_IMAGES} imágenes por respuesta.`);
    try {
      const resized = await Promise.all(picked.slice(0, room).map((f) => resizeImage(f)));
      setImages((current) => [...current, ...resized].slice(0, MAX_RESPONSE_IMAGES));
      key.current = newIdempotencyKey();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  const send = async () => {
    const body = { text: text.trim() || undefined, images: images.length ? images : undefined };
    const parsed = supportResponseBody.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Revisa la respuesta.');
      return;
    }
    await run(async () => {
      const res = await sendResponse(resource, id, parsed.data, key.current);
      setText('');
      setImages([]);
      key.current = newIdempotencyKey();
      notify(res.msg || 'Respuesta enviada.', { type: 'success' });
      await onSent();
    }, { errorTo: setProblem });
  };

  const full = images.length >= MAX_RESPONSE_IMAGES;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="response-composer">
      {withDefaults && <DefaultResponsePicker onPick={(r) => insert(r.response)} />}
      <TextField
        label="Escribe tu respuesta" multiline minRows={3} maxRows={12} fullWidth value={text} disabled={busy}
        onChange={(e) => { setText(e.target.value); changed(); }}
        inputRef={textBox}
        helperText={`${text.length} / ${SUPPORT_RESPONSE_TEXT_MAX}`}
        slotProps={{ htmlInput: { maxLength: SUPPORT_RESPONSE_TEXT_MAX, 'data-testid': 'response-text' } }}
      />
      {images.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="composer-images">
          {images.map((src, i) => (
            <Badge key={i} overlap="rectangular" badgeContent={
              <IconButton size="small" aria-label={`Quitar imagen ${i + 1}`} onClick={() => { setImages(images.filter((_, j) => j !== i)); changed(); }}
                sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 0.25, '&:hover': { bgcolor: 'grey.100' } }}>
                <Close sx={{ fontSize: 14 }} />
              </IconButton>
            }>
              <img src={src} alt={`Adjunto ${i + 1}`} style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 4, display: 'block' }} />
            </Badge>
          ))}
        </Stack>
      )}
      {problem && <Alert severity="error" onClose={() => setProblem(null)} data-testid="composer-error">{problem}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Tooltip title={full ? `Ya adjuntaste ${MAX_RESPONSE_IMAGES} imágenes` : 'JPEG, PNG, WEBP o GIF'}>
          <span>
            <Button component="label" variant="text" startIcon={<AddPhotoAlternate />} disabled={busy || full}>
              Adjuntar imagen ({images.length}/{MAX_RESPONSE_IMAGES})
              <input ref={input} type="file" accept="image/*" multiple hidden onChange={(e) => attach(e.target.files)} data-testid="composer-file" />
            </Button>
          </span>
        </Tooltip>
        <Button variant="contained" endIcon={busy ? <CircularProgress size={16} color="inherit" /> : <Send />} onClick={send} disabled={busy}
          data-testid="response-send">
          Enviar respuesta
        </Button>
      </Box>
    </Paper>
  );
}
