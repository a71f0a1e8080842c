import type { CatalogGroup } from '@app/shared/store/catalog';
import { formatMoney } from '@app/shared';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { groupState, toggleGroup, toggleProduct } from './catalog-selection.ts';

/** Spec §9: the catalog tree is at most 300 px tall and scrolls inside. */
export const CATALOG_TREE_MAX_HEIGHT = 300;

/** Services as branches, products as leaves, each with a tick; a branch's tick ticks all its products. */
export function CatalogTree({ groups, selected, onChange, disabled }: {
  groups: CatalogGroup[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  disabled?: boolean;
}) {
  const t = useTranslate();
  return (
    <Box
      role="group"
      aria-label={t('catalog.tree')}
      data-testid="catalog-tree"
      tabIndex={0}
      sx={{ maxHeight: CATALOG_TREE_MAX_HEIGHT, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.5 }}
    >
      {groups.map((g) => {
        const state = groupState(g, selected);
        const ticked = g.children.filter((c) => selected.has(c.id)).length;
        return (
          <Box key={g.id} data-testid={`catalog-group-${g.name}`}>
            <FormControlLabel
              disabled={disabled}
              control={(
                <Checkbox
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  onChange={() => onChange(toggleGroup(g, selected))}
                />
              )}
              label={<Typography sx={{ fontWeight: 600 }}>{g.name} <Typography component="span" variant="body2" color="text.secondary">({ticked}/{g.children.length})</Typography></Typography>}
            />
            <Box sx={{ pl: 4 }}>
              {g.children.map((c) => (
                <Box key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <FormControlLabel
                    disabled={disabled}
                    sx={{ flex: 1, minWidth: 0, mr: 0 }}
                    control={<Checkbox size="small" checked={selected.has(c.id)} onChange={() => onChange(toggleProduct(c.id, selected))} data-testid={`catalog-product-${c.id}`} />}
                    label={(
                      <Typography variant="body2">
                        {c.name}
                        <Typography component="span" variant="caption" color="text.secondary"> · {t('catalog.days', { smart_count: c.duration_days })}</Typography>
                      </Typography>
                    )}
                  />
                  <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{formatMoney(c.price, { decimals: 0 })}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
