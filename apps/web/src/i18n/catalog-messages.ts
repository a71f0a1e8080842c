/**
 * The `catalog.*` keys (the seller's catalog screen) and its menu label. Spanish is the source; English
 * mirrors it key for key (i18n.test.ts).
 */
export const catalogEs = {
  title: 'Catálogo de la tienda',
  subtitle: 'Marca los productos que muestra la tienda de %{name}. Los precios son los de tus clientes (Configurar precios).',
  pick_seller: 'Elige un distribuidor para ver o editar su catálogo.',
  seller: 'Distribuidor',
  own: 'Mi catálogo',
  count: '%{count} de %{total} productos seleccionados',
  all: 'Marcar todo',
  none: 'Quitar todo',
  save: 'Guardar',
  preview: 'Vista previa',
  preview_wait: 'Preparando la lista de precios…',
  popup_blocked: 'El navegador bloqueó la ventana de impresión: permite las ventanas emergentes de este sitio.',
  open_store: 'Ver tienda',
  empty: 'La empresa no tiene productos activos.',
  days: '%{smart_count} día |||| %{smart_count} días',
  unsaved: 'Hay cambios sin guardar.',
  tree: 'Productos por servicio',
};

export const catalogEn: typeof catalogEs = {
  title: 'Store catalog',
  subtitle: 'Tick the products %{name}\'s store shows. Prices are your clients\' (Price settings).',
  pick_seller: 'Pick a distributor to see or edit its catalog.',
  seller: 'Distributor',
  own: 'My catalog',
  count: '%{count} of %{total} products selected',
  all: 'Tick all',
  none: 'Untick all',
  save: 'Save',
  preview: 'Preview',
  preview_wait: 'Preparing the price list…',
  popup_blocked: 'The browser blocked the print window: allow pop-ups for this site.',
  open_store: 'Open store',
  empty: 'The company has no active products.',
  days: '%{smart_count} day |||| %{smart_count} days',
  unsaved: 'There are unsaved changes.',
  tree: 'Products by service',
};

export const catalogMenuEs = { catalog: 'Catálogo' };
export const catalogMenuEn: typeof catalogMenuEs = { catalog: 'Catalog' };
