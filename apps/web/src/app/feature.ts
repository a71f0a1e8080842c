import type { Permission } from '@app/shared';
import type { ComponentType } from 'react';
import type { ResourceExtension } from '../engine/extension-types.ts';

/**
 * One page of a feature under /admin. A page that is a menu entry names it by `menu` and takes its route and
 * permission from the shared menu (packages/shared/src/menu.ts, which the server also builds each user's menu
 * from), so the address and the permission are written once.
 */
export type FeatureRoute<P extends object = any> = {
  page: ComponentType<P>;
  /** What the page receives (e.g. which kind of import it is). */
  props?: P;
} & (
  | {
      menu: string;
      /**
       * Only where the page opens to more users than the menu entry is shown to: those who may read what the
       * page shows, while the entry is offered to those who may change it.
       */
      permission?: Permission;
    }
  | {
      /** A page that is no menu entry (a record of a custom page, a settings screen reached from elsewhere). */
      path: string;
      /** null: the page decides itself who may see it (e.g. a report's own guard). */
      permission: Permission | null;
    }
);

/** A resource screen of its own where the engine's generic one is not enough. */
export interface OwnCreatePage {
  /** The permission the create call asks for. */
  permission: Permission;
  page: ComponentType;
}

/** What a feature adds to the admin: its pages, its custom lists, and what it adds to the engine's screens. */
export interface Feature {
  name: string;
  routes?: readonly FeatureRoute[];
  /** Lists that are react-admin resources of their own (their access is the resource's list permission). */
  resourceLists?: Readonly<Record<string, ComponentType>>;
  /** What the feature adds to generic resource screens, by resource name. */
  extensions?: Readonly<Record<string, ResourceExtension>>;
  /** The create form of a read-only resource whose documents a domain service creates. */
  createPages?: Readonly<Record<string, OwnCreatePage>>;
}
