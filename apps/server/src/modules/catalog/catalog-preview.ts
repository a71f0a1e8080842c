import { formatDate, formatMoney } from '@app/shared';
import type { CatalogGroup } from '@app/shared/store/catalog';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]!));

/** Only images the app stores itself (data URLs) or serves (same-origin paths) go in the page. */
const safeImage = (src: string | null) => (src && /^(data:image\/(png|jpe?g|gif|webp);base64,|\/)/.test(src) ? src : null);

/**
 * The seller's printable price list (spec §7 `GET api/v1/catalog/{id}/preview`): raw HTML the admin opens in a
 * print window. Only ticked, active products, at the price the seller's clients pay; every text is escaped.
 */
export function catalogPreviewHtml(p: {
  company: { name: string; logo: string | null };
  seller: { name: string; codeuser: string | null };
  groups: CatalogGroup[];
  now?: Date;
}): string {
  const logo = safeImage(p.company.logo);
  const rows = p.groups.map((g) => `
    <tr class="group"><th colspan="3">${escape(g.name)}</th></tr>
    ${g.children.map((c) => `<tr><td>${escape(c.name)}</td><td class="days">${c.duration_days} ${c.duration_days === 1 ? 'día' : 'días'}</td><td class="price">${escape(formatMoney(c.price, { decimals: 0 }))}</td></tr>`).join('')}`).join('');
  const count = p.groups.reduce((n, g) => n + g.children.length, 0);
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Lista de precios · ${escape(p.seller.name)}</title>
<style>
  body { font-family: Roboto, Arial, sans-serif; color: #222; margin: 24px; }
  header { display: flex; align-items: center; gap: 16px; border-bottom: 2px solid #1f4e79; padding-bottom: 12px; }
  header img { max-height: 64px; max-width: 160px; }
  h1 { font-size: 20px; margin: 0; } .muted { color: #555; font-size: 13px; margin: 2px 0 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 16px; font-size: 14px; }
  td, th { padding: 6px 8px; border-bottom: 1px solid #ddd; text-align: left; }
  tr.group th { background: #eef3f8; font-size: 13px; letter-spacing: .5px; }
  td.price { text-align: right; font-weight: 600; white-space: nowrap; } td.days { white-space: nowrap; color: #555; }
  footer { margin-top: 16px; font-size: 12px; color: #555; }
  @media print { body { margin: 0; } }
</style></head>
<body>
<header>${logo ? `<img src="${escape(logo)}" alt="Logo de ${escape(p.company.name)}">` : ''}
  <div><h1>${escape(p.company.name)}</h1>
  <p class="muted">Vendedor: ${escape(p.seller.name)}${p.seller.codeuser ? ` · Código ${escape(p.seller.codeuser)}` : ''}</p>
  <p class="muted">Lista de precios del ${escape(formatDate(p.now ?? new Date()))}</p></div>
</header>
${count ? `<table><thead><tr><th>Producto</th><th>Duración</th><th class="price">Precio</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>El catálogo no tiene productos marcados.</p>'}
<footer>${count} ${count === 1 ? 'producto' : 'productos'} · Precios en pesos colombianos (COP).</footer>
</body></html>`;
}
