import { Box, Drawer } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useTourActive } from '../tours/tour-state.ts';
import { useSession } from '../../lib/use-session.ts';
import { HEADER_HEIGHT, RAIL_WIDTH, SIDEBAR_WIDTH } from './layout-sizes.ts';
import { SidebarMenu } from './menu/sidebar-menu.tsx';
import { SidebarUserCard } from './sidebar-user-card.tsx';

interface Props {
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * Spec §2 sidebar. Desktop: a narrow icon rail that expands over the content while hovered (or while a tour
 * points into it). Below 960 px: a drawer opened from the header. Memoized: a change of page re-renders only the menu
 * entries it concerns (SidebarMenu).
 */
export const Sidebar = memo(function Sidebar({ mobile, mobileOpen, onMobileClose }: Props) {
  const session = useSession();
  const [hovered, setHovered] = useState(false);
  const fold = useCallback(() => setHovered(false), []);
  const touring = useTourActive();
  const menu = session?.menu ?? { items: [], groups: [] };

  if (mobile) {
    return (
      <Drawer variant="temporary" open={mobileOpen} onClose={onMobileClose} ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
        <Box data-tour="sidebar" data-testid="sidebar">
          <SidebarUserCard expanded />
          <SidebarMenu menu={menu} expanded onNavigate={onMobileClose} />
        </Box>
      </Drawer>
    );
  }

  const expanded = hovered || touring;
  return (
    <Box
      component="aside"
      data-tour="sidebar"
      data-testid="sidebar"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setHovered(false)}
      sx={(theme) => ({
        position: 'fixed',
        top: HEADER_HEIGHT,
        left: 0,
        bottom: 0,
        width: expanded ? SIDEBAR_WIDTH : RAIL_WIDTH,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflowX: 'hidden',
        overflowY: 'auto',
        // over the page content, under the header, menus and dialogs
        zIndex: theme.zIndex.appBar - 1,
        boxShadow: expanded ? theme.shadows[8] : 'none',
        transition: theme.transitions.create(['width', 'box-shadow'], { duration: theme.transitions.duration.shorter }),
        scrollbarWidth: 'thin',
      })}
    >
      <SidebarUserCard expanded={expanded} />
      {/* choosing a page folds the rail back at once: left open under the pointer it would cover the page */}
      <SidebarMenu menu={menu} expanded={expanded} onNavigate={fold} />
    </Box>
  );
});
