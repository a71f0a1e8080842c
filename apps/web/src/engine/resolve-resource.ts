import { resourceByName, statusListByName, type ResourceDef } from '@app/shared';

export interface ResolvedResource {
  /** Path segment under /api/v1/admin for records (get, create, update, delete, actions, search). */
  path: string;
  /** Path segment for list and export: a status list has routes of its own that apply its state. */
  listPath: string;
  def: ResourceDef | undefined;
  /** The state a status-list route shows (e.g. order-draft → status draft); the server applies it. */
  fixed: Record<string, unknown>;
}

/**
 * react-admin resource name → API resource. Status lists (spec §2, e.g. `order-draft`) are routes of their
 * own in the UI but the same API resource with the state passed in `data`.
 */
export function resolveResource(name: string): ResolvedResource {
  const def = resourceByName(name);
  if (def) return { path: def.name, listPath: def.name, def, fixed: {} };
  const status = statusListByName(name);
  if (status) {
    const field = status.resource.status?.field ?? 'status';
    return { path: status.resource.name, listPath: name, def: status.resource, fixed: { [field]: status.value } };
  }
  // non-engine lists served with the same list contract (logs, pending-distributors)
  return { path: name, listPath: name, def: undefined, fixed: {} };
}
