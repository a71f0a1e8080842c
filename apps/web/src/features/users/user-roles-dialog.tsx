import {
  Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { rolesChanged } from './roles-logic.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { saveUserRoles, userRolesKey, useUserRoles } from './api.ts';

/** Spec §2/§6 user roles: a checklist of the company's groups; save is enabled only when something changed. */
export function UserRolesDialog({ userId, open, onClose }: { userId: number | string; open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const { data, isPending } = useUserRoles(userId, open);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { busy, run } = useActionSubmit();
  useEffect(() => {
    if (data) setSelected(new Set(data.roles.filter((r) => r.selected).map((r) => r.id)));
  }, [data]);

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    await run(async () => {
      const res = await saveUserRoles(userId, [...selected]);
      await queryClient.invalidateQueries({ queryKey: userRolesKey(userId) });
      onClose();
      showSuccess(res.msg);
    });
  };

  const roles = data?.roles ?? [];
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle>{t('users.roles_title')}</DialogTitle>
      <DialogContent dividers>
        {isPending ? <CircularProgress /> : (
          <FormGroup data-testid="roles-checklist">
            {roles.map((r) => (
              <FormControlLabel key={r.id} control={<Checkbox checked={selected.has(r.id)} onChange={() => toggle(r.id)} />} label={r.name} />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || !rolesChanged(roles, selected)}>{t('app.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
