import { RECEIPT_WIDTH } from './receipt-model.ts';

/**
 * Prints the receipt's HTML alone, 219 px wide, through the browser's print dialog (thermal printers take it as
 * is): a hidden frame holds it, so the page behind needs no print styles of its own.
 */
export function printReceiptHtml(html: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.srcdoc = `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>@page{margin:0}body{margin:0;width:${RECEIPT_WIDTH}px}</style></head><body>${html}</body></html>`;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  };
  document.body.appendChild(frame);
}

/** Saves the PDF under a name the cashier recognizes. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The phone's share sheet with the PDF when the browser can share files; false when it cannot. */
export async function shareBlob(blob: Blob, filename: string): Promise<boolean> {
  const file = new File([blob], filename, { type: 'application/pdf' });
  if (!navigator.canShare?.({ files: [file] })) return false;
  await navigator.share({ files: [file], title: filename });
  return true;
}
