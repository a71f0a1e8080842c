import { Box, Switch, Typography } from '@mui/material';
import { formatBoolean } from '@app/shared';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslateLabel } from 'react-admin';
import { useAppDataProvider } from '../use-app-data-provider.ts';
import { useResourceDef } from '../use-resource-def.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/** A boolean column switched in place (spec §7 "one toggled field"); read-only SÍ/NO without update rights. */
export function ToggleCell({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const { resource } = useResourceDef();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translateLabel = useTranslateLabel();
  const current = !!record?.[source];
  const [value, setValue] = useState(current);
  const { busy, run } = useActionSubmit();
  useEffect(() => setValue(current), [current]);
  if (!record) return null;
  if (!canAccess) return <span>{formatBoolean(current)}</span>;

  const change = async (next: boolean) => {
    setValue(next);
    await run(async () => {
      await dataProvider.toggle(resource, record.id, source, next);
      notify('engine.toggled', { type: 'success' });
      refresh();
    }, { onError: () => setValue(!next) });
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }} onClick={(e) => e.stopPropagation()}>
      <Switch
        size="small"
        checked={value}
        disabled={busy}
        onChange={(e) => change(e.target.checked)}
        slotProps={{ input: { 'aria-label': String(translateLabel({ source, resource })) } }}
      />
      <Typography variant="body2" component="span">{formatBoolean(value)}</Typography>
    </Box>
  );
}
