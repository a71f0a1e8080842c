import { Box, Chip, Dialog, DialogContent, IconButton, Paper, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { formatDateTime, type SupportSide, type SupportThreadAnswer, type SupportThreadResource } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { sideLabels } from './ticket-viewer.ts';
import { OPENING } from './use-ticket-thread.ts';

interface Message {
  key: string;
  side: SupportSide;
  author: string | null;
  at: string;
  text: string;
  images: string[];
  fresh: boolean;
  /** The ticket's own description, its first message. */
  opening?: boolean;
}

const THUMB = 96;

/** The thread as a conversation: the reader's side on the right, the other on the left, newest at the bottom. */
export function TicketThread({ resource, thread, fresh }: { resource: SupportThreadResource; thread: SupportThreadAnswer; fresh: ReadonlySet<number> }) {
  const { ticket, items, viewer } = thread;
  const labels = sideLabels(resource);
  const right: SupportSide = viewer.role === 'requester' ? 'requester' : 'desk';
  const [zoom, setZoom] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const messages: Message[] = [
    {
      key: 'opening', side: 'requester', author: (ticket.user_name as string | null) ?? null, at: String(ticket.created_at),
      text: String(ticket.description ?? ''), images: ticket.attachment ? [String(ticket.attachment)] : [], fresh: fresh.has(OPENING), opening: true,
    },
    ...items.map((r) => ({
      key: String(r.id), side: r.side, author: r.author_name, at: r.created_at, text: r.text, images: r.images, fresh: fresh.has(r.id),
    })),
  ];

  // a new response (sent or received) scrolls into view
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [items.length]);

  return (
    <Box data-testid="ticket-thread" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 2 }}>
      {messages.map((m) => {
        const mine = m.side === right;
        return (
          <Box key={m.key} sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
            data-testid={m.opening ? 'thread-opening' : 'thread-response'} data-side={m.side} data-fresh={m.fresh ? 'true' : undefined}>
            <Paper
              variant="outlined"
              sx={{
                maxWidth: { xs: '88%', sm: '75%' }, px: 1.75, py: 1.25, borderRadius: 2,
                borderTopRightRadius: mine ? 4 : undefined, borderTopLeftRadius: mine ? undefined : 4,
                // the reader's own words tinted, the other side's neutral; a new response outlined
                backgroundColor: mine ? '#e8f1fc' : '#f7f7f8',
                borderColor: m.fresh ? 'primary.main' : mine ? '#c5dbf6' : 'divider',
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography variant="subtitle2" component="span">{m.author ?? 'Usuario eliminado'}</Typography>
                <Typography variant="caption" color="text.secondary" component="span">
                  {m.opening ? 'abrió el ticket' : m.side === 'requester' ? labels.requester : labels.desk}
                </Typography>
                {m.fresh && <Chip size="small" color="primary" label="Nuevo" sx={{ height: 20 }} data-testid="response-new" />}
              </Stack>
              {m.text && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Typography>}
              {m.images.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                  {m.images.map((src, i) => (
                    <Box key={i} component="button" type="button" onClick={() => setZoom(src)} aria-label={`Ver imagen ${i + 1}`}
                      sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', cursor: 'zoom-in', bgcolor: 'background.paper', lineHeight: 0 }}>
                      <img src={src} alt={`Imagen ${i + 1}`} style={{ width: THUMB, height: THUMB, objectFit: 'cover' }} data-testid="response-image" />
                    </Box>
                  ))}
                </Stack>
              )}
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, textAlign: 'right' }}>
                {formatDateTime(m.at)}
              </Typography>
            </Paper>
          </Box>
        );
      })}
      <div ref={end} />
      <Dialog open={!!zoom} onClose={() => setZoom(null)} maxWidth="md">
        <IconButton onClick={() => setZoom(null)} aria-label="Cerrar imagen" sx={{ position: 'absolute', right: 4, top: 4, bgcolor: 'background.paper' }}>
          <Close />
        </IconButton>
        <DialogContent sx={{ p: 1 }}>
          {zoom && <img src={zoom} alt="Imagen adjunta" style={{ width: 'min(640px, 80vw)', height: 'auto', maxHeight: '80vh', objectFit: 'contain', display: 'block' }} />}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
