import type { Feature } from '../../app/feature.ts';
import { UserEditActions } from './user-edit-actions.tsx';

export const usersFeature: Feature = {
  name: 'users',
  // a user's screen: its role groups and password
  extensions: { user: { editActions: UserEditActions } },
};
