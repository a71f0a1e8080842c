import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What the user changed on a form over `source` (the data it shows), null while nothing is: new data (a refetch, a
 * save's answer, another record picked) clears it in the same render. Copying the data into a draft in an effect
 * instead paints one frame where the draft and the data differ, and Save looks enabled with nothing changed.
 */
export function useEdits<T>(source: unknown): [T | null, Dispatch<SetStateAction<T | null>>] {
  const [edits, setEdits] = useState<T | null>(null);
  const [editsOf, setEditsOf] = useState(source);
  if (editsOf !== source) {
    setEditsOf(source);
    setEdits(null);
  }
  return [edits, setEdits];
}
