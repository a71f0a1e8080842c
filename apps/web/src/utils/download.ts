/** Hands a fetched file to the browser as a download (the export call is a POST, so no plain link works). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // let the browser start the download before the address is released
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
