import { formatDate, formatDateTime } from '@app/shared';
import type { OpenedShare } from './share-service.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One small page, styled inline: it is served without the web app (no session, no script, nothing to download). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
<style>
  body { margin: 0; font-family: Roboto, Arial, sans-serif; background: #f4f6f8; color: #1f2933; }
  main { max-width: 480px; margin: 32px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); padding: 20px; }
  h1 { font-size: 1.3rem; margin: 0 0 12px; }
  dl { display: grid; grid-template-columns: minmax(0, auto) minmax(0, 1fr); gap: 8px 12px; margin: 16px 0; }
  dt { color: #52606d; }
  dd { margin: 0; font-family: monospace; font-size: 1rem; overflow-wrap: anywhere; }
  p { line-height: 1.5; }
  .note { color: #52606d; font-size: .9rem; }
</style>
</head>
<body><main><div class="card">${body}</div></main></body>
</html>`;
}

const row = (label: string, value: string | null | undefined, id: string) =>
  value ? `<dt>${escape(label)}</dt><dd data-testid="share-${id}">${escape(value)}</dd>` : '';

const GONE: Record<Extract<OpenedShare, { state: 'gone' }>['reason'], string> = {
  expired: 'Este enlace venció. Pide a quien te lo envió uno nuevo.',
  revoked: 'Este enlace fue revocado por quien lo compartió.',
  used: 'Este enlace ya se abrió las veces permitidas. Pide a quien te lo envió uno nuevo.',
  released: 'La cuenta de este enlace ya no está disponible.',
};

/** The public page of `/s/{token}`: the unit's credentials and nothing else, or why the link shows nothing. */
export function sharePage(opened: OpenedShare): { status: number; html: string } {
  if (opened.state === 'missing') {
    return { status: 404, html: page('Enlace no encontrado', '<h1>Enlace no encontrado</h1><p>Revisa que copiaste el enlace completo.</p>') };
  }
  if (opened.state === 'gone') {
    return { status: 410, html: page('Enlace no disponible', `<h1>Enlace no disponible</h1><p data-testid="share-gone">${escape(GONE[opened.reason])}</p>`) };
  }
  const { unit, share } = opened;
  const profiles = unit.profiles?.length ? unit.profiles.map((p) => (p.pin ? `${p.name} (PIN ${p.pin})` : p.name)).join(', ') : null;
  const left = share.max_views - share.views;
  const body = `<h1 data-testid="share-product">${escape(unit.product)}</h1>
<dl>
${row('Usuario o correo', unit.login, 'login')}
${row('Contraseña', unit.password, 'password')}
${row('Perfil', unit.profile, 'profile')}
${row('PIN', unit.pin, 'pin')}
${row('Perfiles', profiles, 'profiles')}
${row('Vence', unit.renewal_limit_date ? formatDate(unit.renewal_limit_date) : null, 'expires')}
</dl>
<p class="note">Guarda estos datos: este enlace vence el ${escape(formatDateTime(share.expires_at))}${left > 0 ? ` y se puede abrir ${left} ${left === 1 ? 'vez' : 'veces'} más` : ' y ya no se podrá abrir de nuevo'}.</p>`;
  return { status: 200, html: page(`${unit.product}: datos de acceso`, body) };
}
