import type { LabelDisplayedRowsArgs } from '@mui/material';
import { useListContext, type PaginationProps } from 'react-admin';
import { ListPager } from '../../components/list-pager.tsx';
import { estimatedTotal } from './estimated-total.ts';

// react-admin hands the props it does not declare on to MUI's TablePagination, whose label this replaces
const estimatedLabel = {
  labelDisplayedRows: ({ from, to, count: total }: LabelDisplayedRowsArgs) => `${from}-${to} de ${estimatedTotal(total)}`,
} as PaginationProps;

/**
 * The list's pager. Past 10,000 matching rows (1,000 for a search by contained text) the server answers
 * PostgreSQL's estimate instead of counting every row, so a list of millions answers as fast as a short one: the
 * pager then says "1-25 de unos 1.000.000" or "1-25 de más de 1.000", not a figure it does not know.
 */
export function ListPagination() {
  const { meta } = useListContext() as { meta?: { totalEstimated?: boolean } };
  return meta?.totalEstimated ? <ListPager {...estimatedLabel} /> : <ListPager />;
}
