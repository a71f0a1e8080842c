import { IconButton, Tooltip } from '@mui/material';
import History from '@mui/icons-material/History';
import { useState } from 'react';
import { Button as RaButton, useRecordContext, useTranslate } from 'react-admin';
import { LogViewer } from '../../components/log-viewer.tsx';
import { useResourceDef } from '../use-resource-def.ts';

/** Opens the log viewer of the record in context: an icon in list rows, a labelled button on forms. */
export function LogButton({ withLabel }: { withLabel?: boolean; label?: string }) {
  const record = useRecordContext();
  const { path, resource } = useResourceDef();
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const openIt = (e: React.MouseEvent) => {
    e.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {withLabel ? (
        <RaButton label="engine.logs" onClick={openIt}><History /></RaButton>
      ) : (
        <Tooltip title={t('engine.logs')}>
          <IconButton size="small" onClick={openIt} aria-label={t('engine.logs')} data-testid="row-logs">
            <History fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {open && (
        <span onClick={(e) => e.stopPropagation()}>
          <LogViewer open={open} onClose={() => setOpen(false)} objectType={path} objectId={record.id} resource={resource} />
        </span>
      )}
    </>
  );
}
