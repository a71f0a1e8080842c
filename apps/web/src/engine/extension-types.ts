import type { FieldDef } from '@app/shared';
import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { ActionBody } from '../data-provider.ts';

/**
 * What a resource adds to its generic screens (DESIGN.md: a resources/<name>/ folder only where the engine's
 * screens are not enough). Looked up by resource name.
 */
export interface ResourceExtension {
  /** Buttons shown next to History on the edit form. */
  editActions?: ComponentType;
  /** Shown above the fields of the create form (what to know before filling it in). */
  createIntro?: ComponentType;
  /** Shown beside the fields of a read-only record's view (inside its record context). */
  showAside?: ComponentType;
  /** Buttons shown next to History on a read-only record's view. */
  showActions?: ComponentType;
  /** Shown under the fields of a read-only record's view (inside its record context). */
  showBelow?: ComponentType;
  /** Buttons added to the list toolbar (of the resource and of its status lists). */
  listActions?: ComponentType;
  /**
   * Buttons for the rows selected in a list (react-admin's bulk actions), offered only on the named lists (the
   * resource or its status lists): rows get their selection boxes there and nowhere else.
   */
  bulkActions?: { component: ComponentType; lists: readonly string[] };
  /**
   * Form inputs the generic ones cannot be, by field name (e.g. a coupon's list of products, a json field): shown
   * in the create and edit forms in the field's place.
   */
  inputs?: Record<string, ComponentType<{ field: FieldDef }>>;
  /**
   * Columns a list adds to the fields' own, computed in the browser from the row (e.g. a ticket's unread responses
   * for whoever is looking), each right after the field `after` names (at the end without one). Not sortable: the
   * server has no column by that name.
   */
  listColumns?: readonly {
    label: string; after?: string; render: (record: RaRecord) => ReactNode;
    /** Shown only to holders of this permission (e.g. a flag only staff act on: others get no empty column either). */
    permission?: string;
  }[];
  /** The record's own page at `/{id}`, in place of the generic form or view (e.g. a ticket's response thread). */
  recordPage?: ComponentType;
  /** A workflow action that needs more than a yes/no or a reason: its own dialog, by action name. */
  actionDialogs?: Record<string, ComponentType<ActionDialogProps>>;
}

/** What a resource's own action dialog receives; `onSubmit` sends the action with that body. */
export interface ActionDialogProps {
  title: string;
  record: RaRecord;
  onSubmit: (body: ActionBody) => Promise<unknown>;
  onClose: () => void;
}
