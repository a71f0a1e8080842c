import { z } from 'zod';
import { fields, messageAnswer, okAnswer } from './envelope.ts';

/* The answers of the roles module's routes (apps/server/src/modules/roles). */

const groupShape = {
  id: z.number(),
  name: z.string(),
  /** The role this group is the default of (not deletable), or null for a company's own group. */
  role: z.string().nullable(),
  users_count: z.number().optional(),
  /** The menu entries the group shows (ids of the menu catalogue). */
  menu: z.array(z.string()),
};
/** A role group with its permissions and the menu they show. */
export const roleGroup = fields({ ...groupShape, permissions: z.array(z.string()) });
/** A role group as the menu screen reads it (its permissions left out). */
export const menuRoleGroup = fields(groupShape);

/** One entry of the menu catalogue: where it leads, who may see it. */
export const catalogueMenuItem = fields({
  id: z.string(),
  group: z.string().nullable(),
  route: z.string(),
  icon: z.string(),
  permission: z.string().nullable(),
  roles: z.array(z.string()).readonly().nullable(),
  /** About selling: never shown to buyer roles. */
  selling: z.boolean(),
});

/** The permissions that exist: each resource with the actions it really has, and the menu catalogue. */
export const permsCatalogue = fields({
  resources: z.array(z.string()),
  actions: z.array(z.string()),
  resource_actions: z.record(z.string(), z.array(z.string()).readonly()),
  permissions: z.array(z.string()),
  menu: z.array(catalogueMenuItem),
});

export const groupsAnswer = okAnswer({ items: z.array(roleGroup), catalogue: permsCatalogue });
export const groupAnswer = okAnswer({ item: roleGroup });
export const groupRemovedAnswer = messageAnswer;
export const menuGroupsAnswer = okAnswer({ items: z.array(menuRoleGroup), menu: z.array(catalogueMenuItem) });
/** A group's menu saved: the group without its permissions. */
export const menuGroupAnswer = okAnswer({ item: menuRoleGroup });

export type RoleGroup = z.output<typeof roleGroup>;
export type MenuRoleGroup = z.output<typeof menuRoleGroup>;
export type CatalogueMenuItem = z.output<typeof catalogueMenuItem>;
export type PermsCatalogue = z.output<typeof permsCatalogue>;
export type GroupsAnswer = z.output<typeof groupsAnswer>;
export type GroupAnswer = z.output<typeof groupAnswer>;
export type GroupRemovedAnswer = z.output<typeof groupRemovedAnswer>;
export type MenuGroupsAnswer = z.output<typeof menuGroupsAnswer>;
export type MenuGroupAnswer = z.output<typeof menuGroupAnswer>;
