import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';
import type { GroupAnswer, GroupRemovedAnswer, GroupsAnswer, MenuGroupAnswer, MenuGroupsAnswer } from '@app/shared/contracts/roles';

/* The role groups' permissions and menus as the roles screens read and write them. */

export type PermsAnswer = GroupsAnswer;
export type MenuAnswer = MenuGroupsAnswer;

export const PERMS_ROLES_KEY = ['perms-roles'] as const;
export const MENU_ROLES_KEY = ['menu-roles'] as const;

export const usePermsRoles = () => useQuery({
  queryKey: PERMS_ROLES_KEY,
  queryFn: () => apiRequest<GroupsAnswer>('/v1/admin/perms-roles'),
  retry: false,
});

export const useMenuRoles = () => useQuery({
  queryKey: MENU_ROLES_KEY,
  queryFn: () => apiRequest<MenuGroupsAnswer>('/v1/admin/menu-roles'),
  retry: false,
});

export const createRoleGroup = (name: string, permissions: string[]) =>
  apiRequest<GroupAnswer>('/v1/admin/perms-roles', { body: { name, permissions } });

export const saveGroupPermissions = (groupId: number, permissions: string[]) =>
  apiRequest<GroupAnswer>(`/v1/admin/perms-roles/${groupId}`, { method: 'PUT', body: { permissions } });

export const deleteRoleGroup = (groupId: number) =>
  apiRequest<GroupRemovedAnswer>(`/v1/admin/perms-roles/${groupId}`, { method: 'DELETE' });

export const saveGroupMenu = (groupId: number, menu: string[]) =>
  apiRequest<MenuGroupAnswer>(`/v1/admin/menu-roles/${groupId}`, { method: 'PUT', body: { menu } });
