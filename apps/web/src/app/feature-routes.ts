import type { MenuItemDef, Permission } from '@app/shared';
import type { ComponentType } from 'react';
import type { Feature } from './feature.ts';

/** A page of the admin as the router mounts it. */
export interface ResolvedRoute {
  path: string;
  /** null: the page guards itself. */
  permission: Permission | null;
  page: ComponentType<any>;
  props?: object;
}

/**
 * The features' pages with their address and permission: a menu entry's come from the shared menu (the one the
 * server builds each user's menu from), so a page and its menu entry cannot drift apart. An unknown menu id is a
 * programming error, caught by the unit test that resolves every route.
 */
export function resolveRoutes(features: readonly Feature[], menu: readonly MenuItemDef[]): ResolvedRoute[] {
  return features.flatMap((feature) => (feature.routes ?? []).map((route): ResolvedRoute => {
    if ('path' in route) return { path: route.path, permission: route.permission, page: route.page, props: route.props };
    const item = menu.find((i) => i.id === route.menu);
    if (!item) throw new Error(`${feature.name}: no menu entry "${route.menu}"`);
    return { path: item.route, permission: route.permission ?? item.permission, page: route.page, props: route.props };
  }));
}
