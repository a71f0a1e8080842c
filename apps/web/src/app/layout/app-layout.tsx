import { Box, useMediaQuery } from '@mui/material';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { AppErrorPage } from '../pages/app-error-page.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { endTour } from '../tours/run-tour.ts';
import { useFirstVisitTour } from '../tours/use-first-visit-tour.ts';
import { useSession } from '../../lib/use-session.ts';
import { Header } from './header/header.tsx';
import { HEADER_HEIGHT, MOBILE_QUERY, RAIL_WIDTH } from './layout-sizes.ts';
import { Sidebar } from './sidebar.tsx';
import { TermsModal } from './terms-modal.tsx';
import { ProgressBar, TopProgress } from './top-progress.tsx';
import { useLiveEvents } from './use-live-events.ts';
import { useLiveListRefresh } from './use-live-list-refresh.ts';
import { useProfileRefresh } from './use-profile-refresh.ts';

/** Spec §2 layout: top header, left sidebar, main content; the terms modal and tours ride on top. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // stable, so the header and the sidebar (memoized) skip the render every change of page brings to this layout
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const { pathname } = useLocation();
  const shownRoute = useHref(pathname);
  const session = useSession();
  useLiveEvents();
  useProfileRefresh();
  useLiveListRefresh();
  useFirstVisitTour(!!session?.profile.accept_terms);
  // a tour still on screen goes with the admin (signed out, session lost): its overlay would cover the sign-in
  useEffect(() => endTour, []);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopProgress />
      <Header mobile={mobile} onMenu={openDrawer} />
      <Sidebar mobile={mobile} mobileOpen={drawerOpen} onMobileClose={closeDrawer} />
      <Box
        component="main"
        id="main-content"
        // the address of the screen on display: a route opened in a transition keeps the previous screen (and this
        // value) until the new one is ready, so browser tests know which route an answer page belongs to
        data-route={shownRoute}
        sx={{ pt: `${HEADER_HEIGHT}px`, pl: mobile ? 0 : `${RAIL_WIDTH}px`, minWidth: 0 }}
      >
        <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1600 }}>
          <ErrorBoundary resetKey={pathname} fallback={(error, reset) => <AppErrorPage error={error} onRetry={reset} />}>
            <Suspense fallback={<ProgressBar />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
      <TermsModal />
    </Box>
  );
}
