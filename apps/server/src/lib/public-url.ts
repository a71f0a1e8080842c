/**
 * The one address every absolute link the product writes starts with (a sold code's WhatsApp message, its printed
 * cards, mails, password recovery, store links and their previews): PUBLIC_URL when configured, else the origin
 * the request came to (behind a proxy, its X-Forwarded-Proto and Host: the app trusts the proxy), so a link never
 * names "localhost" to a buyer who reached the product at its real address. Work without a request (a queued
 * notification) falls back to this machine's own address.
 */
export function publicBaseUrl(configured: string | null, origin: string | null, port: number): string {
  return (configured || origin || `http://localhost:${port}`).replace(/\/+$/, '');
}

/** The origin a request came to, as the browser wrote it. */
export const requestOrigin = (req: { protocol: string; host: string }): string => `${req.protocol}://${req.host}`;

const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]!));

/**
 * The web app's page with that address in `<meta name="public-url">`, so the links the browser writes (printed code
 * cards, the store's share link and QR) start with the same address as those the server writes.
 */
export function withPublicUrlMeta(html: string, base: string): string {
  const meta = `<meta name="public-url" content="${escapeAttribute(base)}" />`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}\n</head>`) : `${meta}\n${html}`;
}
