import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';
import type { UserRolesAnswer } from '@app/shared/contracts/users';

/* A user's role groups, as the user screen reads and changes them. */

export const userRolesKey = (userId: number | string) => ['roles-by-user', userId];

export const useUserRoles = (userId: number | string, enabled: boolean) => useQuery({
  queryKey: userRolesKey(userId),
  queryFn: () => apiRequest<UserRolesAnswer>(`/v1/auth/roles-by-user/${userId}`),
  enabled,
});

export const saveUserRoles = (userId: number | string, roles: number[]) =>
  apiRequest<UserRolesAnswer>(`/v1/auth/roles-by-user/${userId}`, { method: 'POST', body: { roles } });
