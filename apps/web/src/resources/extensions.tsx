import type { ComponentType } from 'react';
import { DistribuitorChildren } from './distribuitors/distribuitor-children.tsx';
import { TemplatePreviewButton } from './template/template-preview.tsx';
import { UserEditActions } from './user/user-edit-actions.tsx';

/**
 * What a resource adds to its generic screens (DESIGN.md: a resources/<name>/ folder only where the engine's
 * screens are not enough). Looked up by resource name.
 */
export interface ResourceExtension {
  /** Buttons shown next to History on the edit form. */
  editActions?: ComponentType;
  /** Shown beside the fields of a read-only record's view (inside its record context). */
  showAside?: ComponentType;
}

export const RESOURCE_EXTENSIONS: Record<string, ResourceExtension> = {
  user: { editActions: UserEditActions },
  template: { editActions: TemplatePreviewButton },
  'template-company': { editActions: TemplatePreviewButton },
  distribuitors: { showAside: DistribuitorChildren },
};
