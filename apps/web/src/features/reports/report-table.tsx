import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { ReportDef } from '@app/shared';
import { useTranslate } from 'react-admin';
import type { ReportAnswer } from './api.ts';
import { formatCell, isNumeric } from './report-format.ts';

/** The report's rows under its own column labels, and a totals row for the columns the definition sums. */
export function ReportTable({ def, answer }: { def: ReportDef; answer: ReportAnswer }) {
  const t = useTranslate();
  const hasTotals = def.columns.some((c) => c.total);
  if (!answer.items.length) {
    return <Typography color="text.secondary" sx={{ p: 2 }} data-testid="report-empty">{t('reports.empty')}</Typography>;
  }
  return (
    // focusable: a keyboard scrolls a report wider or longer than the screen (axe scrollable-region-focusable)
    <Box sx={{ overflowX: 'auto', maxHeight: 560 }} tabIndex={0}>
      <Table size="small" stickyHeader data-testid="report-table">
        <TableHead>
          <TableRow>
            {def.columns.map((c) => (
              <TableCell key={c.key} align={isNumeric(c.kind) ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{c.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.items.map((row, i) => (
            <TableRow key={i} hover data-testid="report-row">
              {def.columns.map((c) => (
                <TableCell key={c.key} align={isNumeric(c.kind) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>{formatCell(c.kind, row[c.key])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {hasTotals && (
          <TableFooter>
            <TableRow data-testid="report-totals">
              {def.columns.map((c, i) => (
                <TableCell key={c.key} align={isNumeric(c.kind) ? 'right' : 'left'} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                  {c.total ? formatCell(c.kind, answer.totals[c.key] ?? 0) : i === 0 ? t('reports.totals') : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}
