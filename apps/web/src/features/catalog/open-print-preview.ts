import { apiUrl, buildHeaders } from '../../api/http.ts';

/** Spec §7: the preview HTML is printed 1 s after it is shown (time for the logo to load). */
export const PRINT_DELAY_MS = 1000;

/**
 * Opens the seller's price list in a new window and prints it. The window opens at the click (a window opened
 * after an await is blocked as a pop-up); the HTML comes with the session's headers, so it is fetched, not linked.
 */
export async function openPrintPreview(sellerId: number, texts: { wait: string; blocked: string }): Promise<void> {
  const win = window.open('', '_blank');
  if (!win) throw new Error(texts.blocked);
  win.document.write(`<p style="font-family:sans-serif">${texts.wait}</p>`);
  try {
    const res = await fetch(apiUrl(`/v1/catalog/${sellerId}/preview`), { headers: buildHeaders(false) });
    if (!res.ok) {
      const body = await res.json().catch(() => null) as { msg?: string } | null;
      throw new Error(body?.msg || 'Ha ocurrido un error');
    }
    const html = await res.text();
    win.document.open();
    win.document.write(html);
    win.document.close();
    setTimeout(() => {
      win.focus();
      win.print();
    }, PRINT_DELAY_MS);
  } catch (err) {
    win.close();
    throw err;
  }
}
