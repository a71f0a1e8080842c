import { Box, Button, Typography } from '@mui/material';
import Inbox from '@mui/icons-material/Inbox';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import { CreateButton, useListContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * What a list shows with no rows: "Aún no hay pedidos finalizados." (`resources.<name>.empty`) with a create
 * button ("Crear la primera" persona: `resources.<name>.create_first`, from the definition's gender) when the user may create there, or, when filters hide every row, that no record matches them and a
 * button to clear them.
 */
export function ListEmpty({ canCreate = false }: { canCreate?: boolean }) {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }} data-testid="list-empty">
      {filtered ? <FilterAltOff sx={{ fontSize: 44, opacity: 0.5 }} /> : <Inbox sx={{ fontSize: 44, opacity: 0.5 }} />}
      <Typography variant="body1" sx={{ mt: 1, mb: 2 }}>
        {filtered ? t('engine.empty_filtered') : t(`resources.${resource}.empty`, { _: t('ra.navigation.no_results') })}
      </Typography>
      {filtered ? (
        <Button variant="outlined" startIcon={<FilterAltOff />} onClick={() => setFilters({}, [])}>{t('ra.navigation.clear_filters')}</Button>
      ) : canCreate && (
        <CreateButton variant="contained" label={t(`resources.${resource}.create_first`, { _: t('engine.empty_create') })} />
      )}
    </Box>
  );
}
