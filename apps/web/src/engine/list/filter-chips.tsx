import { Box, Chip } from '@mui/material';
import type { ResourceDef } from '@app/shared';
import { useListContext, useTranslate } from 'react-admin';
import { chipText } from './chip-text.ts';

/** Spec §2 filter chips: every active filter as a chip; deleting the chip drops the filter. */
export function FilterChips({ def, resource }: { def: ResourceDef; resource: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const t = useTranslate();
  const active = Object.entries(filterValues ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (!active.length) return null;
  const remove = (key: string) => {
    const { [key]: _removed, ...rest } = filterValues;
    const { [key]: _shown, ...shown } = displayedFilters ?? {};
    setFilters(rest, key === 'q' ? displayedFilters : shown);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', px: 2, pt: 1 }} data-testid="filter-chips">
      {active.map(([key, value]) => (
        <Chip
          key={key}
          size="small"
          color="primary"
          variant="outlined"
          label={chipText(def, key, value, (k, o) => t(`resources.${resource}.fields.${k}`, o), t)}
          onDelete={() => remove(key)}
          title={t('engine.remove_filter')}
        />
      ))}
    </Box>
  );
}
