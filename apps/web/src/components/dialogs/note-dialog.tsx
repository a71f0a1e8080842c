import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, Radio,
  RadioGroup, TextField,
} from '@mui/material';
import { isNoteAsked, NOTE_OTHER, validateNoteDialog } from '@app/shared';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/** Spec §9: the note dialog is 400 px wide. */
export const NOTE_DIALOG_WIDTH = 400;

export interface NoteDialogProps {
  open: boolean;
  title?: string;
  /** Optional reason list; choosing 'other' asks for the note (spec §5). */
  reasons?: readonly string[];
  onAccept: (result: { reason: string | null; note: string | null; text: string }) => unknown;
  onClose: () => void;
}

const reasonLabel = (t: (k: string, o?: object) => string, reason: string) =>
  reason === NOTE_OTHER ? t('dialog.reason_other') : reason;

/** Note required (≥ 8 characters) unless a listed reason other than 'other' is chosen; accept disabled while invalid. */
export function NoteDialog({ open, title, reasons, onAccept, onClose }: NoteDialogProps) {
  const t = useTranslate();
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, run } = useActionSubmit();
  const hasReasons = !!reasons?.length;
  const problem = validateNoteDialog({ reason, note, hasReasons });
  const asksNote = isNoteAsked({ reason, hasReasons });

  const reset = () => {
    setReason(null);
    setNote('');
    setTouched(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const accept = async () => {
    await run(async () => {
      const cleanNote = asksNote ? note.trim() : null;
      // the server takes one reason text: the chosen reason, or the note when the choice was 'other'
      const text = cleanNote ?? (reason ? reasonLabel(t, reason) : '');
      await onAccept({ reason, note: cleanNote, text });
      close();
    });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby="note-dialog-title"
      slotProps={{ paper: { sx: { width: NOTE_DIALOG_WIDTH } } }}>
      <DialogTitle id="note-dialog-title">{title ?? t('dialog.note_title')}</DialogTitle>
      <DialogContent>
        {hasReasons && (
          <FormControl required sx={{ mb: 1 }}>
            <RadioGroup value={reason ?? ''} onChange={(e) => setReason(e.target.value)} aria-label={t('dialog.reason')}>
              {reasons!.map((r) => <FormControlLabel key={r} value={r} control={<Radio />} label={reasonLabel(t, r)} />)}
              {!reasons!.includes(NOTE_OTHER) && (
                <FormControlLabel value={NOTE_OTHER} control={<Radio />} label={t('dialog.reason_other')} />
              )}
            </RadioGroup>
          </FormControl>
        )}
        {asksNote && (
          <TextField
            label={t('dialog.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            onBlur={() => setTouched(true)}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={touched && !!problem}
            helperText={touched && problem ? problem : t('dialog.note_help')}
          />
        )}
        {hasReasons && touched && problem && !asksNote && <FormHelperText error>{problem}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{t('app.cancel')}</Button>
        <Button onClick={accept} variant="contained" disabled={!!problem || busy}>{t('app.accept')}</Button>
      </DialogActions>
    </Dialog>
  );
}
