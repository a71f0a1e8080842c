import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePagerItemLabel } from './list-pager.tsx';

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * Pagination under a hand-built table (pages outside the engine's lists), worded as react-admin's own lists are;
 * `page` counts from 0 and a new page size goes back to the first page.
 */
export function TablePager({ total, page, size, onPage, onSize }: {
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const t = useTranslate();
  const itemLabel = usePagerItemLabel();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => {
        onSize(Number(e.target.value));
        onPage(0);
      }}
      labelRowsPerPage={t('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => t('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={itemLabel}
    />
  );
}
