import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Menu, MenuGroup, MenuItem } from '@app/shared';
import { memo, useCallback, useEffect, useState } from 'react';
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

/**
 * One entry. Memoized, as are the groups: every change of page re-renders the menu, and only the entries whose
 * `active` changed (the page left, the page opened) render again, not the tooltip and button of every entry.
 */
const Item = memo(function Item({ item, active, expanded, nested, onNavigate }: {
  item: MenuItem; active: boolean; expanded: boolean; nested?: boolean; onNavigate?: () => void;
}) {
  const t = useTranslate();
  const role = useSession()?.profile.rol?.name;
  const Icon = iconFor(item.icon);
  const label = menuLabel(t, 'items', item.id, role);
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
});

/**
 * A group that opens in place; `activeRoutes` names its entries that hold the page on display, one per line (a
 * string, so that the memo compares it by value).
 */
const Group = memo(function Group({ group, activeRoutes, isOpen, expanded, onToggle, onNavigate }: {
  group: MenuGroup; activeRoutes: string; isOpen: boolean; expanded: boolean;
  onToggle: (groupId: string, opening: boolean) => void; onNavigate?: () => void;
}) {
  const t = useTranslate();
  const role = useSession()?.profile.rol?.name;
  const Icon = iconFor(group.icon);
  const label = menuLabel(t, 'groups', group.id, role);
  const active = new Set(activeRoutes ? activeRoutes.split('\n') : []);
  const hasActive = active.size > 0;
  return (
    <div>
      <Tooltip title={expanded ? '' : label} placement="right">
        <ListItemButton
          onClick={() => onToggle(group.id, !isOpen)}
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
          {group.items.map((item) => (
            <Item key={item.id} item={item} active={active.has(item.route)} expanded={expanded} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </div>
  );
});

/** The routes of the entries among `items` that hold the page at `pathname`, one per line. */
const activeRoutesIn = (items: MenuItem[], pathname: string): string =>
  items.filter((i) => isActiveRoute(pathname, i.route)).map((i) => i.route).join('\n');

/** The server's menu: top-level entries, then groups that open in place and start their one-time tour. */
export function SidebarMenu({ menu, expanded, onNavigate }: Props) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const tours = useTours();
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  // the group holding the current page starts open
  useEffect(() => {
    const current = menu.groups.find((g) => activeRoutesIn(g.items, pathname) !== '');
    if (current) setOpen((prev) => (prev.has(current.id) ? prev : new Set(prev).add(current.id)));
  }, [pathname, menu]);

  const { group: startGroupTour } = tours;
  const toggle = useCallback((groupId: string, opening: boolean) => {
    setOpen((prev) => {
      const next = new Set(prev);
      if (opening) next.add(groupId);
      else next.delete(groupId);
      return next;
    });
    // wait for the group to unfold so the tour can point at its entries
    if (opening && claimFirstRun(groupTourId(groupId))) setTimeout(() => startGroupTour(groupId, menu), 350);
  }, [startGroupTour, menu]);

  return (
    <List component="nav" aria-label={t('sidebar.menu')} sx={{ py: 0.5 }}>
      {menu.items.map((item) => (
        <Item key={item.id} item={item} active={isActiveRoute(pathname, item.route)} expanded={expanded} onNavigate={onNavigate} />
      ))}
      {menu.groups.map((group) => (
        <Group key={group.id} group={group} activeRoutes={activeRoutesIn(group.items, pathname)} isOpen={open.has(group.id)}
          expanded={expanded} onToggle={toggle} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
