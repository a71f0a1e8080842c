import type { ComponentType } from 'react';
import { RequirePermission } from './pages/require-permission.tsx';
import { ownCreatePages } from './feature-extensions.tsx';
import { FEATURES } from './features.ts';
import { lazyPage } from '../lib/lazy-page.ts';

const CreateNotAvailablePage = lazyPage(() => import('./pages/create-not-available-page.tsx'));

/** The screen a resource's own create form is, opened with the permission its API call asks for. */
const guarded = (permission: string, Page: ComponentType): ComponentType => () => (
  <RequirePermission permission={permission}><Page /></RequirePermission>
);

/**
 * Read-only resources whose documents a domain service creates from a form of their own (spec §2: every CRUD
 * screen has its create form): a draft order, a booking, a fault report, a batch of balance codes.
 */
const OWN_CREATE: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(ownCreatePages(FEATURES)).map(([resource, { permission, page }]) => [resource, guarded(permission, page)]),
);

/**
 * What `/admin/{r}/create` of a read-only resource shows: its own form, or a Spanish "not available" page. Without
 * a create route the path would read as the record "create" and ask the server for it.
 */
export const readOnlyCreate = (resource: string): ComponentType => OWN_CREATE[resource] ?? CreateNotAvailablePage;
