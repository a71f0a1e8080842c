export const NOTE_MIN_LENGTH = 8;
/** The reason value that asks for a written note. */
export const NOTE_OTHER = 'other';

export const NOTE_MESSAGES = {
  required: 'La nota es obligatoria',
  length: `La nota debe tener al menos ${NOTE_MIN_LENGTH} caracteres`,
  reason: 'Selecciona un motivo',
} as const;

export interface NoteDialogInput {
  reason?: string | number | null;
  note?: string | null;
  /** Whether the dialog offers a reason list. */
  hasReasons: boolean;
}

/** Null for a note of at least 8 characters (surrounding blanks not counted), else the Spanish message. */
export function validateNote(note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  if (text === '') return NOTE_MESSAGES.required;
  return [...text].length < NOTE_MIN_LENGTH ? NOTE_MESSAGES.length : null;
}

/** Whether the note field is shown: always without reasons, only for 'other' with them. */
export function isNoteAsked(input: Pick<NoteDialogInput, 'reason' | 'hasReasons'>): boolean {
  return !input.hasReasons || input.reason === NOTE_OTHER;
}

/** Null when the note dialog may be accepted, else the first Spanish message (spec §5). */
export function validateNoteDialog(input: NoteDialogInput): string | null {
  if (input.hasReasons && (input.reason === null || input.reason === undefined || input.reason === '')) {
    return NOTE_MESSAGES.reason;
  }
  return isNoteAsked(input) ? validateNote(input.note) : null;
}
