import { CircularProgress, ListItemIcon, Menu, MenuItem } from '@mui/material';
import Download from '@mui/icons-material/Download';
import ViewList from '@mui/icons-material/ViewList';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import { useState } from 'react';
import { Button as RaButton, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { saveBlob } from '../../utils/download.ts';
import { useAppDataProvider } from '../use-app-data-provider.ts';
import { useResourceDef } from '../use-resource-def.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/** Spec §2 export bar: the page on screen or every record matching the filters, as the server's xlsx. */
export function ExportMenu() {
  const { resource } = useResourceDef();
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  const { filterValues, sort, page, perPage, total } = useListContext();
  const dataProvider = useAppDataProvider();
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { busy, run: submit } = useActionSubmit();
  if (!canAccess) return null;

  const run = async (all: boolean) => {
    setAnchor(null);
    await submit(async () => {
      const { blob, filename } = await dataProvider.exportFile(resource, {
        filter: filterValues, sort, pagination: { page, perPage }, all,
      });
      saveBlob(blob, filename);
    });
  };

  return (
    <>
      <RaButton
        label={busy ? 'engine.exporting' : 'engine.export'}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={busy || !total}
        aria-haspopup="menu"
        // on a phone the button is an icon whose name is a tooltip, and a disabled one has none: name it here
        aria-label={t(busy ? 'engine.exporting' : 'engine.export')}
        data-testid="export-button"
      >
        {busy ? <CircularProgress size={14} /> : <Download />}
      </RaButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run(false)} data-testid="export-page">
          <ListItemIcon><ViewList fontSize="small" /></ListItemIcon>{t('engine.export_page')}
        </MenuItem>
        <MenuItem onClick={() => run(true)} data-testid="export-all">
          <ListItemIcon><LibraryBooks fontSize="small" /></ListItemIcon>{t('engine.export_all')}
        </MenuItem>
      </Menu>
    </>
  );
}
