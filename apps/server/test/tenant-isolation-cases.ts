import { sql, type SQL } from 'drizzle-orm';

/** Where a record of company A comes from: the engine's list of a resource, or a query. */
export type IdSource =
  | { kind: 'list'; resource: string }
  | { kind: 'sql'; query: (p: { companyA: number; distId: number; subtree: boolean }) => SQL };

/** A row of A the call names: its id, and any other column the call needs (a store's code). */
export type Target = Record<string, any> & { id: number | string };

export interface RouteCase {
  source: IdSource;
  /** The call naming `target`; `body` absent sends the route's plausible body (or none on GET/DELETE). */
  call: (target: Target) => { url: string; body?: unknown };
  /** The record may belong to a subtree: the sibling distributor is refused it too. */
  sibling?: boolean;
  /** Answers that keep the record out of reach (default 404 and 403). */
  allowed?: number[];
  /** Who of A reads the record on a reading route (default: its admin; `distribuidor` for the sibling's case). */
  owner?: 'cliente' | 'distribuidor';
  /** For a 200 among `allowed`: the answer says the record was refused (a bulk call answers per record). */
  refused?: (json: any) => boolean;
}

const ids = (n: number[]) => n.map(Number).join(',');

/**
 * A row of `table` of company A; for the sibling's case one owned (through `owner`) by `distribuidor`'s subtree.
 * Users' paths hold their ancestors' ids and their own ("/4/9/"), so a subtree is a path match.
 */
function owned(table: string, owner = 'user_id', where = 'true', columns = 't.id'): IdSource {
  return {
    kind: 'sql',
    query: ({ companyA, distId, subtree }) => sql.raw(`SELECT ${columns} FROM "${table}" t JOIN users u ON u.id = t.${owner}
      WHERE t.company_id = ${ids([companyA])} AND (${where}) ${subtree ? `AND u.path LIKE '%/${ids([distId])}/%'` : ''}
      ORDER BY 1 LIMIT 1`),
  };
}

/** A row of `table` of company A (records no distributor owns: branches, role groups, turns). */
function ofCompany(table: string, where = 'true'): IdSource {
  return { kind: 'sql', query: ({ companyA }) => sql.raw(`SELECT t.id FROM "${table}" t WHERE t.company_id = ${ids([companyA])} AND (${where}) ORDER BY t.id LIMIT 1`) };
}

/** A user of `distribuidor`'s subtree below it (a seller with a store code, so catalog and store calls apply). */
const subtreeUser = owned('users', 'id', "t.codeuser IS NOT NULL AND t.level_grid > 0 AND t.rol = 'Distribuidor'", 't.id, t.codeuser');
const soldProfile = owned('profiles', 'user_id', "t.state IN ('sold', 'renewed')");
/** A hand-fulfilled request delivered to its buyer (its credentials are the buyer's to see). */
const finalizedRequest = owned('digital_account_others', 'user_id', "t.status = 'finalized'");
/** A store order of a client of `subdistribuidor`'s store, with that store's code. */
const storeOrder: IdSource = {
  kind: 'sql',
  query: ({ companyA }) => sql.raw(`SELECT o.id, s.codeuser AS code FROM orders o JOIN users c ON c.id = o.user_id JOIN users s ON s.id = c.parent_id
    WHERE o.company_id = ${ids([companyA])} AND o.source = 'store' AND s.codeuser IS NOT NULL ORDER BY o.id LIMIT 1`),
};
const cartItem: IdSource = {
  kind: 'sql',
  query: ({ companyA }) => sql.raw(`SELECT i.id, s.codeuser AS code FROM store_cart_item i JOIN store_cart c ON c.id = i.cart_id JOIN users s ON s.id = c.seller_id
    WHERE i.company_id = ${ids([companyA])} AND s.codeuser IS NOT NULL ORDER BY i.id LIMIT 1`),
};
const product: IdSource = { kind: 'list', resource: 'type-digital-account' };
const subsidiary = ofCompany('subsidiary');
const turn = ofCompany('pos_cash_register_turn');
/** The store `cliente` buys in (its seller's code). */
const storeOfClient: IdSource = {
  kind: 'sql',
  query: ({ companyA }) => sql`SELECT s.id, s.codeuser AS code FROM users c JOIN users s ON s.id = c.parent_id WHERE c.company_id = ${companyA} AND c.username = 'cliente'`,
};
const resellerOrder = owned('reseller_order', 'user_id', 'true', 't.order_id AS id, t.reference');

/**
 * Operations outside the engine's record routes that name a record, each with A's record and the call naming it;
 * an operation that names records of several kinds (a reveal names a profile, an account or a request) has one case
 * per kind.
 */
export const NON_ENGINE_CASES: Record<string, RouteCase | RouteCase[]> = {
  'POST /api/v1/user/{id}': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/user/${t.id}`, body: { password: 'Otra#Clave2026!' } }) },
  'GET /api/v1/auth/roles-by-user/{id}': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/auth/roles-by-user/${t.id}` }) },
  'POST /api/v1/auth/roles-by-user/{id}': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/auth/roles-by-user/${t.id}`, body: { roles: [] } }) },
  'GET /api/v1/admin/distribuitors-net/{id}': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/admin/distribuitors-net/${t.id}` }) },
  'GET /api/v1/admin/perms-roles/{id}': { source: ofCompany('role_group'), call: (t) => ({ url: `/api/v1/admin/perms-roles/${t.id}` }) },
  'PUT /api/v1/admin/perms-roles/{id}': { source: ofCompany('role_group'), call: (t) => ({ url: `/api/v1/admin/perms-roles/${t.id}`, body: { permissions: [] } }) },
  'DELETE /api/v1/admin/perms-roles/{id}': { source: ofCompany('role_group'), call: (t) => ({ url: `/api/v1/admin/perms-roles/${t.id}` }) },
  'PUT /api/v1/admin/menu-roles/{id}': { source: ofCompany('role_group'), call: (t) => ({ url: `/api/v1/admin/menu-roles/${t.id}`, body: { menu: [] } }) },
  'GET /api/v1/config-prices': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/config-prices?user_id=${t.id}` }) },
  'PUT /api/v1/config-prices': { source: subtreeUser, sibling: true, call: (t) => ({ url: '/api/v1/config-prices', body: { user_id: t.id, items: [] } }) },
  'GET /api/v1/distributor-prices': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/distributor-prices?user_id=${t.id}` }) },
  'POST /api/v1/distributor-prices/export': { source: subtreeUser, sibling: true, call: (t) => ({ url: '/api/v1/distributor-prices/export', body: { user_id: t.id } }) },
  // another company's product is no product of the caller's: not found, or refused as a field error
  'POST /api/v1/purchase': { source: product, allowed: [403, 404, 422], call: (t) => ({ url: '/api/v1/purchase', body: { type_digital_account_id: t.id, quantity: 1 } }) },
  'POST /api/v1/coupons/quote': { source: product, allowed: [403, 404, 422], call: (t) => ({ url: '/api/v1/coupons/quote', body: { type_digital_account_id: t.id, quantity: 1, code: 'DESCUENTO10' } }) },
  'POST /api/v1/admin/redeemable-balance/assign': {
    source: { kind: 'list', resource: 'redeemable-balance' }, allowed: [403, 404, 422], call: (t) => ({ url: '/api/v1/admin/redeemable-balance/assign', body: { ids: [t.id], seller_id: t.id } }),
  },
  'POST /api/v1/admin/redeemable-balance/sellers/{id}/payment': {
    source: owned('users', 'id', 't.level_grid > 0'), sibling: true, allowed: [403, 404, 422],
    call: (t) => ({ url: `/api/v1/admin/redeemable-balance/sellers/${t.id}/payment`, body: { amount: 1000, note: 'Aislamiento' } }),
  },
  'POST /api/v1/admin/renovation-ticket/request': { source: soldProfile, sibling: true, call: (t) => ({ url: '/api/v1/admin/renovation-ticket/request', body: { profile_id: t.id } }) },
  'POST /api/v1/admin/renovation-ticket/request-early': { source: soldProfile, sibling: true, call: (t) => ({ url: '/api/v1/admin/renovation-ticket/request-early', body: { profile_id: t.id } }) },
  'POST /api/v1/admin/renovation-ticket/renew-bulk': {
    source: owned('renovation_ticket', 'user_id', "t.renovation_ticket_status = 'to_be_renewed'"), sibling: true,
    // a bulk renewal answers each ticket: another's is refused on its own line, none is renewed
    allowed: [200, 403, 404], refused: (json) => json.items.length === 1 && json.items.every((i: any) => i.ok === false),
    call: (t) => ({ url: '/api/v1/admin/renovation-ticket/renew-bulk', body: { ids: [t.id] } }),
  },
  // marking read only ever touches the caller's own notifications: another's id is ignored (the snapshot proves it)
  'POST /api/v1/notifications/read': { source: ofCompany('notification'), sibling: true, allowed: [200, 403, 404], call: (t) => ({ url: '/api/v1/notifications/read', body: { ids: [t.id] } }) },
  'GET /api/v1/store/{code}/cart': { source: storeOfClient, owner: 'cliente', call: (t) => ({ url: `/api/v1/store/${t.code}/cart` }) },
  'POST /api/v1/store/{code}/cart/items': { source: storeOfClient, call: (t) => ({ url: `/api/v1/store/${t.code}/cart/items`, body: { type_digital_account_id: 1, qt: 1 } }) },
  'POST /api/v1/store/{code}/cart/merge': { source: storeOfClient, call: (t) => ({ url: `/api/v1/store/${t.code}/cart/merge`, body: { items: [] } }) },
  'POST /api/v1/store/{code}/checkout': { source: storeOfClient, call: (t) => ({ url: `/api/v1/store/${t.code}/checkout` }) },
  'GET /api/v1/store/{code}/client-profile': { source: storeOfClient, owner: 'cliente', call: (t) => ({ url: `/api/v1/store/${t.code}/client-profile` }) },
  'PUT /api/v1/store/{code}/cart/items/{itemId}': { source: cartItem, sibling: true, call: (t) => ({ url: `/api/v1/store/${t.code}/cart/items/${t.id}`, body: { qt: 2 } }) },
  'DELETE /api/v1/store/{code}/cart/items/{itemId}': { source: cartItem, sibling: true, call: (t) => ({ url: `/api/v1/store/${t.code}/cart/items/${t.id}` }) },
  'POST /api/v1/store/{code}/orders/{id}/pay': { source: storeOrder, sibling: true, call: (t) => ({ url: `/api/v1/store/${t.code}/orders/${t.id}/pay` }) },
  'GET /api/v1/reports/{name}': { source: subtreeUser, sibling: true, allowed: [403, 404, 422], call: (t) => ({ url: `/api/v1/reports/top-sales-by-product?seller_id=${t.id}` }) },
  'GET /api/v1/reports/{name}/export': { source: subtreeUser, sibling: true, allowed: [403, 404, 422], call: (t) => ({ url: `/api/v1/reports/top-sales-by-product/export?seller_id=${t.id}` }) },
  'GET /api/v1/catalog/{id}/config-products': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/catalog/${t.id}/config-products` }) },
  'POST /api/v1/catalog/{id}/config-products': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/catalog/${t.id}/config-products` }) },
  'GET /api/v1/catalog/{id}/preview': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/catalog/${t.id}/preview` }) },
  'GET /api/v1/subsidiary/pos-get-info/{id}': { source: subsidiary, call: (t) => ({ url: `/api/v1/subsidiary/pos-get-info/${t.id}` }) },
  'POST /api/v1/pos/orders': { source: subsidiary, allowed: [403, 404, 422], call: (t) => ({ url: '/api/v1/pos/orders', body: { bus_subsidiary_id: t.id } }) },
  'POST /api/v1/pos/turns': { source: subsidiary, allowed: [403, 404, 422], call: (t) => ({ url: '/api/v1/pos/turns', body: { bus_subsidiary_id: t.id, bill_cash_register_id: 1, opening_amount: 0 } }) },
  'POST /api/v1/pos/turns/{id}/close': { source: turn, call: (t) => ({ url: `/api/v1/pos/turns/${t.id}/close`, body: { closing_date: '2026-01-15T10:00:00Z' } }) },
  'GET /api/v1/pos/turns/{id}': { source: turn, call: (t) => ({ url: `/api/v1/pos/turns/${t.id}` }) },
  'POST /api/v1/credentials/share': { source: soldProfile, sibling: true, call: (t) => ({ url: '/api/v1/credentials/share', body: { profile_id: t.id } }) },
  'GET /api/v1/credentials/views': [
    { source: soldProfile, call: (t) => ({ url: `/api/v1/credentials/views?profile_id=${t.id}` }) },
    { source: finalizedRequest, call: (t) => ({ url: `/api/v1/credentials/views?digital_account_others_id=${t.id}` }) },
  ],
  'POST /api/v1/credentials/reveal': [
    { source: soldProfile, sibling: true, call: (t) => ({ url: '/api/v1/credentials/reveal', body: { profile_id: t.id, screen: 'delivered-profiles' } }) },
    { source: finalizedRequest, sibling: true, call: (t) => ({ url: '/api/v1/credentials/reveal', body: { digital_account_others_id: t.id, screen: 'other-accounts' } }) },
  ],
  'GET /api/v1/order/{id}/receipt': { source: owned('orders'), sibling: true, call: (t) => ({ url: `/api/v1/order/${t.id}/receipt` }) },
  'DELETE /api/v1/webhooks/{id}': { source: owned('webhook'), sibling: true, call: (t) => ({ url: `/api/v1/webhooks/${t.id}` }) },
  'POST /api/v1/webhooks/{id}/test': { source: owned('webhook'), sibling: true, call: (t) => ({ url: `/api/v1/webhooks/${t.id}/test` }) },
  'GET /api/v1/webhooks/{id}/deliveries': { source: owned('webhook'), sibling: true, owner: 'distribuidor', call: (t) => ({ url: `/api/v1/webhooks/${t.id}/deliveries` }) },
  'POST /api/v1/api-keys': { source: subtreeUser, sibling: true, allowed: [403, 404, 422], call: (t) => ({ url: '/api/v1/api-keys', body: { user_id: t.id, name: 'Aislamiento', scopes: ['catalog:read'] } }) },
  'GET /api/v1/api-keys': { source: subtreeUser, sibling: true, call: (t) => ({ url: `/api/v1/api-keys?user_id=${t.id}` }) },
  'DELETE /api/v1/api-keys/{id}': { source: owned('api_key'), sibling: true, call: (t) => ({ url: `/api/v1/api-keys/${t.id}` }) },
  'POST /api/v1/reseller/orders': { source: product, allowed: [403, 404, 422], call: (t) => ({ url: '/api/v1/reseller/orders', body: { type_digital_account_id: t.id, quantity: 1 } }) },
  'GET /api/v1/reseller/orders/{id}': { source: resellerOrder, sibling: true, owner: 'distribuidor', call: (t) => ({ url: `/api/v1/reseller/orders/${t.id}` }) },
  'GET /api/v1/reseller/orders/by-reference/{reference}': {
    source: resellerOrder, sibling: true, owner: 'distribuidor', call: (t) => ({ url: `/api/v1/reseller/orders/by-reference/${encodeURIComponent(t.reference)}` }),
  },
  'POST /api/v1/reseller/units/{profile_id}/renew': { source: soldProfile, sibling: true, call: (t) => ({ url: `/api/v1/reseller/units/${t.id}/renew` }) },
  'POST /api/v1/reseller/faults': { source: soldProfile, sibling: true, call: (t) => ({ url: '/api/v1/reseller/faults', body: { profile_id: t.id, description: 'Prueba de aislamiento entre empresas' } }) },
};

/**
 * Body fields of the engine's create routes whose name ends in an id but that are not declared references:
 * the resource they point at, or why they name no record.
 */
export const CREATE_FIELDS: Record<string, { resource: string; list?: boolean } | { exempt: string }> = {
  'POST /api/v1/admin/configuration bus_subsidiary_id': { resource: 'subsidiary' },
  'POST /api/v1/admin/configuration object_id': { exempt: 'Identificador libre del objeto al que aplica un ajuste; nunca se lee como registro' },
  'POST /api/v1/admin/coupons type_digital_account_ids': { resource: 'type-digital-account', list: true },
  'POST /api/v1/admin/consignments transaction_id': { exempt: 'Texto del comprobante bancario, no un registro' },
  'POST /api/v1/admin/consignments-company transaction_id': { exempt: 'Texto del comprobante bancario, no un registro' },
  'POST /api/v1/admin/pos-product unit_measure_id': { exempt: 'Código de unidad de medida (UND, KG), no un registro' },
};

/** Operations that name no record of a company (or whose name is public by design), each with its reason. */
export const EXEMPT: Record<string, string> = {
  'POST /api/login': 'Público: inicia la sesión, no nombra registros',
  'POST /api/v1/auth/logout': 'Cierra la sesión de quien llama',
  'POST /api/v1/auth/info': 'Datos de la sesión de quien llama',
  'GET /api/auth/get-menu/main': 'Menú de quien llama',
  'POST /api/v1/accept-terms': 'Acepta los términos en nombre de quien llama',
  'POST /api/auth/recover': 'Público: pide un enlace por correo sin decir si el usuario existe',
  'POST /api/auth/reset': 'Público: el token del correo es el único nombre del usuario',
  'POST /api/auth/register-distributor': 'Público: crea un distribuidor en la empresa que atiende la dirección',
  'GET /api/v1/admin/distribuitors-net/tree': 'El árbol de quien llama',
  'GET /api/v1/admin/config/company': 'La empresa de quien llama',
  'PUT /api/v1/admin/config/company': 'La empresa de quien llama',
  'POST /api/v1/admin/config/company/logo': 'La empresa de quien llama',
  'GET /api/v1/terms-and-conditions': 'Los términos de la empresa de quien llama',
  'GET /api/v1/admin/template/placeholders': 'Lista fija de marcadores de las plantillas',
  'GET /api/v1/convert/{currency}/{amount}': 'Moneda y monto, no registros: tasas de la empresa de quien llama',
  'GET /api/v1/events': 'Flujo de eventos de quien llama',
  'GET /api/v1/balance/events': 'Flujo del saldo de quien llama',
  'GET /api/v1/purchase/catalogue': 'Catálogo con los precios de quien llama',
  'POST /api/v1/admin/profiles/delivered': 'Lista de lo entregado a quien llama y su subárbol',
  'GET /api/v1/coupons/mine': 'Cupones de quien llama',
  'POST /api/v1/admin/redeemable-balance/batch': 'Crea un lote en la empresa de quien llama',
  'POST /api/v1/admin/redeemable-balance/held/list': 'Lista de la empresa de quien llama',
  'GET /api/v1/admin/redeemable-balance/batches': 'Lista de la empresa de quien llama',
  'POST /api/v1/admin/redeemable-balance/batch-export': 'Exporta un lote por su nombre dentro de la empresa de quien llama',
  'POST /api/v1/admin/redeemable-balance/sellers/list': 'Lista de la empresa de quien llama',
  'POST /api/v1/redeemable-balance/redeem': 'Nombra un código secreto, no un id; solo redime códigos de la empresa de quien llama',
  'POST /api/v1/admin/report-fault-account/units': 'Lista de las unidades de quien llama',
  'POST /api/v1/subscribe-topic': 'Suscribe el dispositivo de quien llama',
  'GET /api/v1/notifications': 'Notificaciones de quien llama',
  'GET /api/v1/telegram/link': 'Vínculo de Telegram de quien llama',
  'POST /api/v1/telegram/link': 'Vínculo de Telegram de quien llama',
  'DELETE /api/v1/telegram/link': 'Vínculo de Telegram de quien llama',
  'POST /api/v1/telegram/link/check': 'Vínculo de Telegram de quien llama',
  'GET /api/v1/admin/digital-account/import/template': 'Plantilla fija del importador',
  'POST /api/v1/admin/digital-account/import/preview': 'Archivo subido; importa a la empresa de quien llama',
  'POST /api/v1/admin/digital-account/import/commit': 'Archivo subido; importa a la empresa de quien llama',
  'GET /api/v1/admin/digital-account/import-profiles/template': 'Plantilla fija del importador',
  'POST /api/v1/admin/digital-account/import-profiles/preview': 'Archivo subido; importa a la empresa de quien llama',
  'POST /api/v1/admin/digital-account/import-profiles/commit': 'Archivo subido; importa a la empresa de quien llama',
  'GET /api/v1/dashboard': 'Tablero de quien llama',
  'POST /api/v1/store/{code}/signup': 'Público: registra un cliente en la tienda que nombra, como la tienda lo ofrece',
  'GET /api/v1/reports/{name}/sellers': 'Nombre del reporte, no un registro; vendedores del alcance de quien llama',
  'GET /api/v1/reports/{name}/categories': 'Nombre del reporte, no un registro; el árbol de productos de la empresa de quien llama',
  'GET /api/v1/store/{codeuser}': 'Público: la vitrina de un vendedor es pública por diseño',
  'GET /api/v1/store/{codeuser}/logo': 'Público: la vitrina de un vendedor es pública por diseño',
  'GET /api/v1/store/{codeuser}/image/{id}': 'Público: las imágenes de la vitrina son públicas por diseño',
  'GET /api/v1/pos/subsidiaries': 'Sedes donde quien llama trabaja',
  'GET /api/v1/pos/receipt-layout': 'Formato de recibo de la empresa de quien llama',
  'POST /api/v1/webhooks': 'Crea un webhook de quien llama',
  'GET /api/v1/webhooks': 'Webhooks de quien llama',
  'GET /api/v1/reseller/products': 'Catálogo de quien llama',
  'GET /api/v1/reseller/balance': 'Saldo de quien llama',
  'POST /api/v2': 'Protocolo de paneles SMM: la llave de la petición nombra al usuario',
  // only a hash of the token is kept, so no test can name another's link from the database; credentials.test.ts
  // revokes another buyer's link and gets 404
  'DELETE /api/v1/credentials/share/{token}': 'El token solo existe en claro para quien creó el enlace (se guarda su huella)',
  'GET /health/live': 'Estado del proceso',
  'GET /health/ready': 'Estado del proceso',
  'GET /metrics': 'Métricas del proceso',
};

/** Reading routes whose record not even A's admin or `distribuidor` reads, with the reason (see the control read). */
export const READ_BY_ONE_ONLY: Record<string, string> = {
  'GET /api/v1/admin/redeemable-balance/{id}/code': 'Solo el vendedor que tiene el código lo ve completo (redeemable-codes.test.ts)',
};
