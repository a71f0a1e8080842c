/** Inserts separator every three digits from the right of a string of digits ("1234567" → "1.234.567"). */
export function groupDigits(digits: string, separator: string): string {
  // done by hand because Intl grouping for es-CO differs between runtimes (some skip 4-digit amounts)
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
