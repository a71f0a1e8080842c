import { Dialog, DialogContent } from '@mui/material';
import Groups from '@mui/icons-material/Groups';
import Key from '@mui/icons-material/Key';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { ChangePasswordForm } from '../../components/password/change-password-form.tsx';
import { hasPermission } from '../../session.ts';
import { UserRolesDialog } from './user-roles-dialog.tsx';

/** Extra buttons on a user's form: its role groups and a new password (both need user.update). */
export function UserEditActions() {
  const record = useRecordContext();
  const session = useSession();
  const [open, setOpen] = useState<'roles' | 'password' | null>(null);
  if (!record || !hasPermission(session, 'user.update')) return null;
  return (
    <>
      <Button label="users.roles" onClick={() => setOpen('roles')} data-testid="user-roles-button"><Groups /></Button>
      <Button label="password.title" onClick={() => setOpen('password')}><Key /></Button>
      <UserRolesDialog userId={record.id} open={open === 'roles'} onClose={() => setOpen(null)} />
      <Dialog open={open === 'password'} onClose={() => setOpen(null)}>
        <DialogContent>
          <ChangePasswordForm userId={Number(record.id)} onDone={() => setOpen(null)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
