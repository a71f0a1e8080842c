import { Box, Card, CardContent, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ListCard } from '@app/shared';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceExtension } from '../extension-types.ts';
import { columnFor } from './list-columns.tsx';
import { RowActions } from './row-actions.tsx';

interface Props {
  card: ListCard;
  /** Where a record opens (its form or its view). */
  recordPath: (id: RaRecord['id']) => string;
  /** A resource's own cells (an unread badge), placed under the field each names. */
  extraColumns?: ResourceExtension['listColumns'];
  empty: ReactNode;
}

/** Read by a screen reader, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: '-1px', p: 0, border: 0,
} as const;

/** One labelled line of a card: the field's name, then its value as the table's cell shows it. */
function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, minWidth: 96 }}>{label}</Typography>
      <Box sx={{ typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/**
 * An engine list on a phone: each record is a card with the fields its resource chose (ResourceDef.card), its
 * state and its actions, so nothing that matters sits off to the right of a table that scrolls sideways. The
 * title opens the record, like a row click does in the table.
 */
export function ListCards({ card, recordPath, extraColumns = [], empty }: Props) {
  const { data, isPending } = useListContext();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <>{empty}</>;
  const names = [card.title.name, ...card.fields.map((f) => f.name)];
  const extrasAfter = (name: string) => extraColumns.filter((c) => c.after === name);
  // a resource's own cells after a field the card leaves out still show, at the end
  const extrasLeft = extraColumns.filter((c) => !c.after || !names.includes(c.after));
  const extraLine = (c: (typeof extraColumns)[number], record: RaRecord) => <CardLine key={`extra-${c.label}`} label={c.label}>{c.render(record)}</CardLine>;
  return (
    <Stack spacing={1} sx={{ p: 1 }} data-testid="list-cards">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card variant="outlined" data-testid="list-card">
            <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
              <MuiLink component={Link} to={recordPath(record.id)} underline="hover" sx={{ display: 'block', fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
                {columnFor(card.title)}
                {/* the record's number for a screen reader: the link keeps a name when its title field is empty */}
                <Box component="span" sx={VISUALLY_HIDDEN}> #{record.id}</Box>
              </MuiLink>
              <Stack spacing={0.25}>
                {extrasAfter(card.title.name).map((c) => extraLine(c, record))}
                {card.fields.map((f) => (
                  <Box key={f.name}>
                    <CardLine label={f.label}>{columnFor(f)}</CardLine>
                    {extrasAfter(f.name).map((c) => extraLine(c, record))}
                  </Box>
                ))}
                {extrasLeft.map((c) => extraLine(c, record))}
              </Stack>
              <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <RowActions />
              </Box>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
