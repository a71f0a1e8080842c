/**
 * The address every link the web writes starts with (printed code cards, the store's share link and QR): the one
 * the server writes into the page (`<meta name="public-url">`: PUBLIC_URL, else the address the page was opened
 * at), so they match the links the server writes (a sold code's WhatsApp message, mails). The page's own origin
 * only where no server wrote it (the development server).
 */
export function publicBaseUrl(): string {
  const written = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="public-url"]')?.content;
  return (written || window.location.origin).replace(/\/+$/, '');
}
