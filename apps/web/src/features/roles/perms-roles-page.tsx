import {
  Alert, Box, Button, Card, CardContent, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle,
  FormControlLabel, InputAdornment, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow,
  TextField, Tooltip, Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Search from '@mui/icons-material/Search';
import { isPlatformRole } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { emit } from '../../app-events.ts';
import { useEdits } from '../../lib/use-edits.ts';
import { useSession } from '../../lib/use-session.ts';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { showError, showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { fieldErrorsOf, useActionSubmit } from '../../lib/use-action-submit.ts';
import { hasPermission } from '../../session.ts';
import { actionsByResource, gridActions, permissionActionLabel, permissionResourceLabel, sameSet, withItems, type RoleGroup } from './role-grid.ts';
import { createRoleGroup, deleteRoleGroup, MENU_ROLES_KEY, PERMS_ROLES_KEY, saveGroupPermissions, usePermsRoles } from './api.ts';


function NewGroupDialog({ open, copyFrom, grantable, onClose, onCreated }: {
  open: boolean;
  copyFrom: RoleGroup | undefined;
  grantable: (p: string) => boolean;
  onClose: () => void;
  onCreated: (group: RoleGroup) => void;
}) {
  const t = useTranslate();
  const [name, setName] = useState('');
  const [copy, setCopy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useActionSubmit();
  const close = () => {
    setName('');
    setCopy(false);
    setError(undefined);
    onClose();
  };
  const create = async () => {
    setError(undefined);
    await run(async () => {
      const permissions = copy && copyFrom ? (copyFrom.permissions ?? []).filter(grantable) : [];
      const res = await createRoleGroup(name.trim(), permissions);
      close();
      onCreated(res.item);
      showSuccess(res.msg);
    }, {
      // a refused name shows under its field; anything else in the error dialog
      errorTo: (message, err) => {
        const nameError = fieldErrorsOf(err).name;
        if (nameError) setError(nameError);
        else showError(message);
      },
    });
  };
  const valid = name.trim().length >= 3;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle>{t('pages.roles.new_group')}</DialogTitle>
      <DialogContent>
        <TextField label={t('pages.roles.group_name')} value={name} onChange={(e) => setName(e.target.value)} required fullWidth autoFocus
          sx={{ mt: 1 }} error={!!error} helperText={error ?? t('pages.roles.group_name_help')} slotProps={{ htmlInput: { maxLength: 80 } }} />
        {copyFrom && (
          <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={copy} onChange={(e) => setCopy(e.target.checked)} />}
            label={t('pages.roles.copy_from', { name: copyFrom.name })} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={create} disabled={!valid || busy} data-testid="new-group-save">{t('pages.roles.create')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `/admin/perms-roles` (spec §2, §6): pick a group and tick which resource × action permissions it holds.
 * Save is enabled only when the ticks differ from what the group holds; nobody grants what it lacks itself.
 */
export default function PermsRolesPage() {
  const t = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const { data, isPending, error } = usePermsRoles();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const { busy, run } = useActionSubmit();
  const [asking, setAsking] = useState<null | 'delete' | 'new' | { switchTo: number }>(null);

  const groups = useMemo(() => data?.items ?? [], [data]);
  const group = groups.find((g) => g.id === selectedId) ?? groups[0];
  const held = useMemo(() => new Set(group?.permissions ?? []), [group]);
  const [edits, setEdits] = useEdits<Set<string>>(held);
  const draft = edits ?? held;

  const platform = isPlatformRole(session?.profile.rol?.name ?? '');
  const own = new Set(session?.profile.permissions ?? []);
  const grantable = (p: string) => platform || own.has(p);
  const lockedGroup = !!group?.role && isPlatformRole(group.role) && !platform;
  const canUpdate = hasPermission(session, 'roles.update') && !lockedGroup;
  const dirty = !sameSet(draft, held);

  const resources = useMemo(() => {
    const all = (data?.catalogue.resources ?? []).map((r) => ({ id: r, label: permissionResourceLabel(t, r) }));
    const q = filter.trim().toLowerCase();
    return q ? all.filter((r) => r.label.toLowerCase().includes(q) || r.id.includes(q)) : all;
  }, [data, filter, t]);
  const actions = useMemo(() => gridActions(data?.catalogue.actions ?? []), [data]);
  // each resource offers only the actions it really has: the other cells stay empty
  const offered = useMemo(() => actionsByResource(data?.catalogue ?? { permissions: [] }), [data]);

  const pick = (id: number) => {
    if (dirty) setAsking({ switchTo: id });
    else setSelectedId(id);
  };
  const toggle = (perms: string[], on: boolean) => setEdits((prev) => withItems(prev ?? held, perms.filter(grantable), on));
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: PERMS_ROLES_KEY });
    await queryClient.invalidateQueries({ queryKey: MENU_ROLES_KEY });
    // the signed-in user's own group may have changed: its menu and permissions follow
    emit('data-changed', { resource: 'perms-roles' });
  };

  const save = async () => {
    if (!group) return;
    await run(async () => {
      const res = await saveGroupPermissions(group.id, [...draft].sort());
      await refresh();
      showSuccess(res.msg);
    });
  };
  const remove = async () => {
    if (!group) return;
    const res = await deleteRoleGroup(group.id);
    setSelectedId(null);
    await refresh();
    showSuccess(res.msg);
  };

  return (
    <Card sx={{ mt: 1 }} data-testid="perms-roles-page">
      <Title title={t('pages.roles.perms_title')} />
      <CardContent>
        <Typography variant="h6" component="h1">{t('pages.roles.perms_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('pages.roles.perms_help')}</Typography>
        {isPending && <CircularProgress />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {group && (
          <>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
              <TextField select label={t('pages.roles.group')} value={group.id} onChange={(e) => pick(Number(e.target.value))}
                sx={{ width: { md: 320 } }} size="small" slotProps={{ htmlInput: { 'data-testid': 'group-select' } }}>
                {groups.map((g) => (
                  <MenuItem key={g.id} value={g.id}>{g.name} ({t('pages.roles.users', { smart_count: g.users_count })})</MenuItem>
                ))}
              </TextField>
              {hasPermission(session, 'roles.create') && (
                <Button startIcon={<Add />} onClick={() => setAsking('new')} data-testid="new-group" sx={{ whiteSpace: 'nowrap' }}>{t('pages.roles.new_group')}</Button>
              )}
              {hasPermission(session, 'roles.delete') && (
                <Tooltip title={group.role ? t('pages.roles.default_group', { role: group.role }) : ''}>
                  <span>
                    <Button color="error" startIcon={<DeleteOutline />} disabled={!!group.role} onClick={() => setAsking('delete')}
                      data-testid="delete-group" sx={{ whiteSpace: 'nowrap' }}>
                      {t('pages.roles.delete')}
                    </Button>
                  </span>
                </Tooltip>
              )}
              <Box sx={{ flexGrow: 1 }} />
              <TextField size="small" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('pages.roles.filter')}
                sx={{ width: { md: 280 } }}
                slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
                  htmlInput: { 'aria-label': t('pages.roles.filter') } }} />
            </Stack>
            {lockedGroup && <Alert severity="info" sx={{ mb: 2 }}>{t('pages.roles.platform_group')}</Alert>}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="perms-count">
              {t('pages.roles.perms_count', { smart_count: draft.size })}
            </Typography>
            <TableContainer sx={{ maxHeight: 'calc(100vh - 330px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" stickyHeader data-testid="perms-grid">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ minWidth: { xs: 150, md: 220 }, zIndex: 3, left: 0, position: 'sticky', bgcolor: 'background.paper' }}>
                      {t('pages.roles.resource')}
                    </TableCell>
                    {actions.map((a) => (
                      <TableCell key={a} align="center" sx={{ px: 0.25, verticalAlign: 'bottom', bgcolor: 'background.paper' }}>
                        <Box sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', whiteSpace: 'nowrap', mx: 'auto', fontSize: 12 }}>
                          {permissionActionLabel(t, a)}
                        </Box>
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {resources.map((r) => {
                    const has = offered.get(r.id) ?? new Set<string>();
                    const perms = actions.filter((a) => has.has(a)).map((a) => `${r.id}.${a}`);
                    const on = perms.filter((p) => draft.has(p)).length;
                    return (
                      <TableRow key={r.id} hover data-testid={`perms-row-${r.id}`}>
                        <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, py: 0 }}>
                          <FormControlLabel
                            sx={{ m: 0 }}
                            control={
                              <Checkbox size="small" checked={on === perms.length} indeterminate={on > 0 && on < perms.length}
                                disabled={!canUpdate} onChange={(e) => toggle(perms, e.target.checked)}
                                slotProps={{ input: { 'aria-label': t('pages.roles.all_of', { name: r.label }) } }} />
                            }
                            label={<Typography variant="body2">{r.label}</Typography>}
                          />
                        </TableCell>
                        {actions.map((a) => {
                          if (!has.has(a)) return <TableCell key={a} padding="none" />;
                          const p = `${r.id}.${a}`;
                          const allowed = grantable(p);
                          return (
                            <TableCell key={a} align="center" padding="none" title={allowed ? undefined : t('pages.roles.not_grantable')}>
                              <Checkbox size="small" sx={{ p: 0.5 }} checked={draft.has(p)} disabled={!canUpdate || !allowed}
                                onChange={(e) => toggle([p], e.target.checked)}
                                slotProps={{ input: { 'aria-label': `${r.label}: ${permissionActionLabel(t, a)}`, 'data-perm': p } as object }} />
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            {canUpdate && (
              <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
                <Button variant="contained" onClick={save} disabled={!dirty || busy} data-testid="perms-save"
                  startIcon={busy ? <CircularProgress size={16} /> : undefined}>
                  {t('app.save')}
                </Button>
                <Button onClick={() => setEdits(null)} disabled={!dirty || busy}>{t('pages.roles.discard')}</Button>
                {dirty && <Typography variant="body2" color="warning.main">{t('pages.roles.unsaved')}</Typography>}
              </Stack>
            )}
          </>
        )}
      </CardContent>
      <NewGroupDialog open={asking === 'new'} copyFrom={group} grantable={grantable} onClose={() => setAsking(null)}
        onCreated={async (g) => {
          await refresh();
          setSelectedId(g.id);
        }} />
      <ConfirmDialog open={asking === 'delete'} title={t('pages.roles.delete')}
        message={t('pages.roles.delete_confirm', { name: group?.name ?? '', smart_count: group?.users_count ?? 0 })}
        confirmLabel={t('ra.action.delete')} onConfirm={remove} onClose={() => setAsking(null)} />
      <ConfirmDialog open={typeof asking === 'object' && asking !== null} title={t('pages.roles.unsaved')}
        message={t('pages.roles.discard_confirm')} confirmLabel={t('pages.roles.discard')}
        onConfirm={() => {
          if (typeof asking === 'object' && asking) setSelectedId(asking.switchTo);
        }}
        onClose={() => setAsking(null)} />
    </Card>
  );
}
