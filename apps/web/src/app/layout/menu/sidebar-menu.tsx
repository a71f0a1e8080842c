import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Menu, MenuItem } from '@app/shared';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { claimFirstRun, groupTourId } from '../../tours/tour-storage.ts';
import { useTours } from '../../tours/use-tours.ts';
import { useSession } from '../../../lib/use-session.ts';
import { iconFor } from './menu-icons.ts';
import { menuLabel } from './menu-labels.ts';
import { isActiveRoute, itemPath } from './menu-paths.ts';
import { SIDEBAR_WIDTH } from '../layout-sizes.ts';

/** The open sidebar less an entry's margins, indent, icon, expand arrow and a thin scrollbar. */
const LABEL_MIN_WIDTH = SIDEBAR_WIDTH - 124;

interface Props {
  menu: Menu;
  /** Labels visible (expanded sidebar or mobile drawer); the rail shows icons only. */
  expanded: boolean;
  onNavigate?: () => void;
}

/**
 * A long label ("Consignaciones de empresa") wraps onto a second line instead of being cut at the sidebar's edge.
 * It wraps at no less than the width it has in the open sidebar, so while the rail widens on hover the text does not
 * fold word by word (the rail clips what does not fit yet).
 */
const labelSx = (expanded: boolean) => ({
  opacity: expanded ? 1 : 0, whiteSpace: 'normal', minWidth: LABEL_MIN_WIDTH, my: 0.5, '& .MuiListItemText-primary': { lineHeight: 1.25 },
});

function Item({ item, expanded, nested, onNavigate }: { item: MenuItem; expanded: boolean; nested?: boolean; onNavigate?: () => void }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const role = useSession()?.profile.rol?.name;
  const Icon = iconFor(item.icon);
  const label = menuLabel(t, 'items', item.id, role);
  const active = isActiveRoute(pathname, item.route);
  return (
    <Tooltip title={expanded ? '' : label} placement="right">
      <ListItemButton
        component={Link}
        to={itemPath(item.route)}
        selected={active}
        onClick={onNavigate}
        data-tour={`menu-item-${item.id}`}
        data-testid={`menu-item-${item.id}`}
        sx={{ pl: nested && expanded ? 4 : 2.5, minHeight: 44, borderRadius: 1, mx: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}><Icon fontSize="small" /></ListItemIcon>
        <ListItemText primary={label} sx={labelSx(expanded)} />
      </ListItemButton>
    </Tooltip>
  );
}

/** The server's menu: top-level entries, then groups that open in place and start their one-time tour. */
export function SidebarMenu({ menu, expanded, onNavigate }: Props) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const tours = useTours();
  const role = useSession()?.profile.rol?.name;
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  // the group holding the current page starts open
  useEffect(() => {
    const current = menu.groups.find((g) => g.items.some((i) => isActiveRoute(pathname, i.route)));
    if (current) setOpen((prev) => (prev.has(current.id) ? prev : new Set(prev).add(current.id)));
  }, [pathname, menu]);

  const toggle = (groupId: string) => {
    const opening = !open.has(groupId);
    setOpen((prev) => {
      const next = new Set(prev);
      if (opening) next.add(groupId);
      else next.delete(groupId);
      return next;
    });
    // wait for the group to unfold so the tour can point at its entries
    if (opening && claimFirstRun(groupTourId(groupId))) setTimeout(() => tours.group(groupId, menu), 350);
  };

  return (
    <List component="nav" aria-label={t('sidebar.menu')} sx={{ py: 0.5 }}>
      {menu.items.map((item) => <Item key={item.id} item={item} expanded={expanded} onNavigate={onNavigate} />)}
      {menu.groups.map((group) => {
        const Icon = iconFor(group.icon);
        const label = menuLabel(t, 'groups', group.id, role);
        const isOpen = open.has(group.id);
        const hasActive = group.items.some((i) => isActiveRoute(pathname, i.route));
        return (
          <div key={group.id}>
            <Tooltip title={expanded ? '' : label} placement="right">
              <ListItemButton
                onClick={() => toggle(group.id)}
                data-tour={`menu-group-${group.id}`}
                data-testid={`menu-group-${group.id}`}
                aria-expanded={isOpen}
                sx={{ minHeight: 44, borderRadius: 1, mx: 0.5, color: hasActive && !expanded ? 'primary.main' : undefined }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: hasActive ? 'primary.main' : undefined }}><Icon fontSize="small" /></ListItemIcon>
                <ListItemText primary={label} sx={labelSx(expanded)}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
                {expanded && (isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
              </ListItemButton>
            </Tooltip>
            <Collapse in={isOpen && expanded} timeout="auto" unmountOnExit={false}>
              <List disablePadding>
                {group.items.map((item) => <Item key={item.id} item={item} expanded={expanded} nested onNavigate={onNavigate} />)}
              </List>
            </Collapse>
          </div>
        );
      })}
    </List>
  );
}
