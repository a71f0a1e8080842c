import { DEFAULT_ROLE_PERMISSIONS, type RoleName } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { insertGroup } from './role-repository.ts';

const ROOT_COMPANY_ROLES: RoleName[] = ['Root', 'Super'];
const TENANT_ROLES: RoleName[] = ['Admin', 'Distribuidor', 'Cliente', 'Renovaciones', 'Publico', 'Cajero'];

/** Every company starts with one group per role it uses, holding that role's default permissions. */
export async function seedCompanyGroups(tx: Tx, companyId: number, isRoot: boolean): Promise<void> {
  for (const role of isRoot ? [...ROOT_COMPANY_ROLES, ...TENANT_ROLES] : TENANT_ROLES) {
    await insertGroup(tx, companyId, role, role, DEFAULT_ROLE_PERMISSIONS[role]);
  }
}
