import { STORE_DATA_ID, type StoreListing } from '@app/shared/store/store-listing';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]!));

/**
 * index.html with the store's own <title> and preview tags (Open Graph), so a store link pasted in WhatsApp or a
 * social network shows the seller, the company and its logo without running the app.
 */
export function withStoreMeta(html: string, listing: StoreListing, origin: string): string {
  const { store, items } = listing;
  const title = `${store.seller.name} · Tienda ${store.name}`;
  const services = [...new Set(items.map((i) => i.service))].slice(0, 6).join(', ');
  const description = items.length
    ? `Compra ${services} con ${store.seller.name}: ${items.length} ${items.length === 1 ? 'producto' : 'productos'} con entrega inmediata.`
    : `La tienda de ${store.seller.name} en ${store.name}.`;
  const url = `${origin}/store/${encodeURIComponent(store.seller.codeuser)}`;
  const tags = [
    `<meta name="description" content="${escape(description)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    `<meta property="og:url" content="${escape(url)}" />`,
    store.logo ? `<meta property="og:image" content="${escape(origin + store.logo)}" />` : '',
    '<meta name="twitter:card" content="summary" />',
  ].filter(Boolean).join('\n    ');
  const titled = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`)
    : html.replace('</head>', () => `<title>${escape(title)}</title></head>`);
  // the listing itself rides in the page (a data block, never executed: the CSP stays script-src 'self'), so the
  // store renders without a second round trip on a phone
  const data = JSON.stringify(listing).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return titled
    // replacer functions: a "$&" in a product name must stay text, not a replacement pattern
    .replace('</head>', () => `    ${tags}\n  </head>`)
    .replace('</body>', () => `  <script type="application/json" id="${STORE_DATA_ID}" data-code="${escape(store.seller.codeuser)}">${data}</script>\n  </body>`);
}

/** An unknown store still gets a Spanish title (the app shows its not-found page over it). */
export function withNotFoundTitle(html: string): string {
  return html.replace(/<title>[^<]*<\/title>/, '<title>Tienda no encontrada</title>');
}
