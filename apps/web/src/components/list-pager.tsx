import { useCallback } from 'react';
import { Pagination, useTranslate, type PaginationProps } from 'react-admin';

type PagerItem = 'first' | 'last' | 'next' | 'previous' | 'page';

/**
 * The names screen readers and tooltips give the pager's buttons, from the catalogue. react-admin passes its own
 * only to the wide pager: the narrow one (below the md breakpoint) and MUI's TablePagination under hand-built
 * tables fall back to MUI's English ("Go to previous page"), which the theme cannot fix per language.
 */
export function usePagerItemLabel() {
  const t = useTranslate();
  return useCallback((type: PagerItem, page?: number | null, selected?: boolean) => {
    if (type === 'page') return t(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page });
    return t(`ra.navigation.${type}`);
  }, [t]);
}

/** react-admin's pager with its buttons named in the user's language at every width. */
export function ListPager(props: PaginationProps) {
  const label = usePagerItemLabel();
  // react-admin's props leave out MUI's getItemAriaLabel, which it hands on to TablePagination all the same
  const labels = { getItemAriaLabel: label } as PaginationProps;
  return <Pagination {...labels} {...props} />;
}
