import {
  Alert, Box, Button, Card, CardContent, Checkbox, CircularProgress, Stack, Table, TableBody, TableCell, TableContainer,
  TableHead, TableRow, Typography,
} from '@mui/material';
import { isPlatformRole, MENU_GROUPS } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { emit } from '../../app-events.ts';
import { iconFor } from '../../app/layout/menu/menu-icons.ts';
import { itemPath } from '../../app/layout/menu/menu-paths.ts';
import { useEdits } from '../../lib/use-edits.ts';
import { useSession } from '../../lib/use-session.ts';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { hasPermission } from '../../session.ts';
import { menuItemAllowed, menuSelection, sameSet, type CatalogueMenuItem, type RoleGroup } from './role-grid.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { MENU_ROLES_KEY, PERMS_ROLES_KEY, saveGroupMenu, useMenuRoles } from './api.ts';


/** The catalogue in sidebar order: top-level entries first, then each group of spec §2 with its entries. */
function sections(menu: readonly CatalogueMenuItem[]): { group: string | null; items: CatalogueMenuItem[] }[] {
  const out: { group: string | null; items: CatalogueMenuItem[] }[] = [{ group: null, items: menu.filter((m) => m.group === null) }];
  for (const g of MENU_GROUPS) {
    const items = menu.filter((m) => m.group === g.id);
    if (items.length) out.push({ group: g.id, items });
  }
  return out.filter((s) => s.items.length);
}

/**
 * `/admin/menu-roles` (spec §2): which groups see which menu entries. An entry is shown through its
 * permission, so ticking it grants that permission (and the entries that share it); save only when changed.
 */
export default function MenuRolesPage() {
  const t = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useMenuRoles();
  const groups = useMemo(() => data?.items ?? [], [data]);
  const catalogue = useMemo(() => data?.menu ?? [], [data]);
  const held = useMemo(() => new Map(groups.map((g) => [g.id, new Set(g.menu)])), [groups]);
  // only the groups the user has touched are in the draft
  const [draft, setDraft] = useEdits<Map<number, Set<string>>>(held);
  const selected = (groupId: number) => draft?.get(groupId) ?? held.get(groupId) ?? new Set<string>();
  const { busy, run } = useActionSubmit();

  const platform = isPlatformRole(session?.profile.rol?.name ?? '');
  const own = new Set(session?.profile.permissions ?? []);
  const canUpdate = hasPermission(session, 'roles.update');
  const changed = groups.filter((g) => !!draft?.has(g.id) && !sameSet(selected(g.id), held.get(g.id) ?? new Set()));

  const editable = (group: RoleGroup, item: CatalogueMenuItem) =>
    canUpdate && !!item.permission && menuItemAllowed(item, group)
    && (platform || (own.has(item.permission) && !(group.role && isPlatformRole(group.role))));

  const toggle = (groupId: number, itemId: string, on: boolean) =>
    setDraft((prev) => new Map(prev ?? []).set(groupId, menuSelection(catalogue, prev?.get(groupId) ?? held.get(groupId) ?? new Set(), itemId, on)));

  const save = async () => {
    await run(async () => {
      let msg = '';
      for (const g of changed) {
        const res = await saveGroupMenu(g.id, [...selected(g.id)]);
        msg = res.msg;
      }
      await queryClient.invalidateQueries({ queryKey: MENU_ROLES_KEY });
      await queryClient.invalidateQueries({ queryKey: PERMS_ROLES_KEY });
      emit('data-changed', { resource: 'menu-roles' });
      showSuccess(msg);
    }, { onError: () => queryClient.invalidateQueries({ queryKey: MENU_ROLES_KEY }) });
  };

  return (
    <Card sx={{ mt: 1 }} data-testid="menu-roles-page">
      <Title title={t('pages.roles.menu_title')} />
      <CardContent>
        <Typography variant="h6" component="h1">{t('pages.roles.menu_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('pages.roles.menu_help')}</Typography>
        {isPending && <CircularProgress />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <TableContainer sx={{ maxHeight: 'calc(100vh - 290px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader data-testid="menu-grid">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ minWidth: 260 }}>{t('pages.roles.menu_entry')}</TableCell>
                  {groups.map((g) => (
                    <TableCell key={g.id} align="center" sx={{ minWidth: 110 }}>
                      <Box sx={{ fontWeight: 600 }}>{g.name}</Box>
                      <Typography variant="caption" color="text.secondary">{t('pages.roles.users', { smart_count: g.users_count })}</Typography>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {sections(catalogue).map((section) => [
                  <TableRow key={`g-${section.group ?? 'top'}`}>
                    <TableCell colSpan={groups.length + 1} sx={{ bgcolor: 'action.hover', fontWeight: 600, py: 0.75 }}>
                      {section.group ? t(`menu.groups.${section.group}`, { _: section.group }) : t('pages.roles.top_level')}
                    </TableCell>
                  </TableRow>,
                  ...section.items.map((item) => {
                    const Icon = iconFor(item.icon);
                    const label = t(`menu.items.${item.id}`, { _: item.id });
                    return (
                      <TableRow key={item.id} hover data-testid={`menu-row-${item.id}`}>
                        <TableCell sx={{ py: 0.25 }}>
                          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: section.group ? 1.5 : 0 }}>
                            <Icon fontSize="small" color="action" />
                            <Box>
                              <Typography variant="body2">{label}</Typography>
                              <Typography variant="caption" color="text.secondary">{itemPath(item.route)}</Typography>
                            </Box>
                          </Box>
                        </TableCell>
                        {groups.map((g) => {
                          const always = !item.permission;
                          const can = editable(g, item);
                          return (
                            <TableCell key={g.id} align="center" padding="none"
                              title={always ? t('pages.roles.always_visible') : can || !canUpdate ? undefined : t('pages.roles.not_grantable')}>
                              <Checkbox size="small" checked={always || selected(g.id).has(item.id)} disabled={!can}
                                onChange={(e) => toggle(g.id, item.id, e.target.checked)}
                                slotProps={{ input: { 'aria-label': `${g.name}: ${label}` } }} />
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    );
                  }),
                ])}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && canUpdate && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Button variant="contained" onClick={save} disabled={!changed.length || busy} data-testid="menu-save"
              startIcon={busy ? <CircularProgress size={16} /> : undefined}>
              {t('app.save')}
            </Button>
            <Button onClick={() => setDraft(null)} disabled={!changed.length || busy}>
              {t('pages.roles.discard')}
            </Button>
            {changed.length > 0 && (
              <Typography variant="body2" color="warning.main">
                {t('pages.roles.unsaved_groups', { names: changed.map((g) => g.name).join(', ') })}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
