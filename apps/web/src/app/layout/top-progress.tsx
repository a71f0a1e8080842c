import { LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLoading } from 'react-admin';
import { on } from '../../app-events.ts';

/** A thin bar across the top while API calls run (spec §2 "progress bar on navigation"). */
export function TopProgress({ force }: { force?: boolean }) {
  const raLoading = useLoading();
  const [calls, setCalls] = useState(0);
  useEffect(() => on('in-flight', ({ count }) => setCalls(count)), []);
  return <ProgressBar visible={!!force || raLoading || calls > 0} />;
}

/** The bar itself, usable outside react-admin (lazy route fallbacks). */
export function ProgressBar({ visible = true }: { visible?: boolean }) {
  if (!visible) return null;
  return (
    <LinearProgress
      color="secondary"
      data-testid="top-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}
