import { isBuyerRole } from '@app/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The label of a menu entry or group. The menu ids are the spec's, shared by every role; a buyer (Cliente,
 * Publico) reads some in its own words ("Comprar", "Mis perfiles") from `menu.buyer.*`, falling back to the
 * common label.
 */
export function menuLabel(t: Translate, kind: 'items' | 'groups', id: string, role: string | null | undefined): string {
  const common = t(`menu.${kind}.${id}`, { _: id });
  return role && isBuyerRole(role) ? t(`menu.buyer.${kind}.${id}`, { _: common }) : common;
}
