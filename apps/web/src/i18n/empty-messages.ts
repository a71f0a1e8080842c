import type { ResourceDef, StatusListDef } from '@app/shared';

/** "Pedidos finalizados" → "pedidos finalizados", leaving acronyms and brand names inside alone ("WhatsApp"). */
const lowerFirst = (words: string) => (/^.[A-ZÁÉÍÓÚÑ]/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1));

/**
 * Spanish where the rule below reads wrong: lists named after what they hold rather than a state of the resource
 * ("Ventas", "Solicitudes …"), and a resource that is a place rather than a kind of record.
 */
const ES_OVERRIDES: Record<string, string> = {
  'mail-outbox': 'La bandeja de salida está vacía.',
  sales: 'Aún no hay ventas.',
  'order-booking-sales': 'Aún no hay ventas por reserva.',
  'digital-account-others': 'Aún no hay solicitudes de cuentas digitales (otros).',
  'digital-account-others-in-progress': 'No hay solicitudes en proceso.',
  'digital-account-others-finalized': 'Aún no hay solicitudes finalizadas.',
  'digital-account-others-annulled': 'No hay solicitudes anuladas.',
};

/**
 * The sentence an empty list shows ("Aún no hay pedidos finalizados."). A status list whose label names the records
 * ("Pedidos finalizados") is used as is; one that names a state ("Pendientes") follows the resource's plural
 * ("Aún no hay consignaciones pendientes.").
 */
export function emptyListEs(def: ResourceDef, list?: StatusListDef): string {
  const override = ES_OVERRIDES[list?.name ?? def.name];
  if (override) return override;
  const many = lowerFirst(def.label.many);
  if (!list) return `Aún no hay ${many}.`;
  const label = lowerFirst(list.label);
  const namesRecords = label.split(' ')[0] === many.split(' ')[0];
  return `Aún no hay ${namesRecords ? label : `${many} ${label}`}.`;
}

/** The English fallback: built from route names, as the rest of the English resource catalogue. */
export function emptyListEn(englishPlural: string, list?: StatusListDef): string {
  return list ? `No ${englishPlural.toLowerCase()} (${list.value.replace(/_/g, ' ')}) yet.` : `No ${englishPlural.toLowerCase()} yet.`;
}
