import { describe, expect, it } from 'vitest';
import { isNoteAsked, NOTE_MESSAGES as M, NOTE_OTHER, validateNote, validateNoteDialog, type NoteDialogInput } from './note.ts';

describe('validateNote', () => {
  it.each([
    ['1234567', M.length],
    ['12345678', null],
    ['Cliente pidió cambio', null],
    ['  1234567  ', M.length],
    ['', M.required],
    ['        ', M.required],
    [null, M.required],
    [undefined, M.required],
  ])('%j → %j', (note, message) => {
    expect(validateNote(note)).toBe(message);
  });

  it('uses the spec wording', () => {
    expect(validateNote('corta')).toBe('La nota debe tener al menos 8 caracteres');
  });
});

describe('validateNoteDialog', () => {
  it.each<[NoteDialogInput, string | null]>([
    [{ hasReasons: false, note: '12345678' }, null],
    [{ hasReasons: false, note: '1234567' }, M.length],
    [{ hasReasons: false, note: '' }, M.required],
    [{ hasReasons: true, reason: null, note: 'nota suficientemente larga' }, 'Selecciona un motivo'],
    [{ hasReasons: true, reason: '', note: '' }, M.reason],
    [{ hasReasons: true, reason: 'duplicated', note: '' }, null],
    [{ hasReasons: true, reason: 3, note: null }, null],
    [{ hasReasons: true, reason: NOTE_OTHER, note: '' }, M.required],
    [{ hasReasons: true, reason: NOTE_OTHER, note: '1234567' }, M.length],
    [{ hasReasons: true, reason: NOTE_OTHER, note: '12345678' }, null],
  ])('%j → %j', (input, message) => {
    expect(validateNoteDialog(input)).toBe(message);
  });
});

describe('isNoteAsked', () => {
  it.each([
    [{ hasReasons: false }, true],
    [{ hasReasons: true, reason: null }, false],
    [{ hasReasons: true, reason: 'duplicated' }, false],
    [{ hasReasons: true, reason: 'other' }, true],
  ])('%j → %s', (input, asked) => {
    expect(isNoteAsked(input)).toBe(asked);
  });
});
