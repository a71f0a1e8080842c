import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Checkbox, Typography } from '@mui/material';
import { isLeaf, toggleLeaf, type CategoryNode } from '@app/shared';
import { useState, type KeyboardEvent } from 'react';

/** Spec §9: a tree is at most 300 px tall and scrolls inside (as the catalog tree). */
const TREE_MAX_HEIGHT = 300;

/**
 * A small accessible tree where only leaves can be selected (spec §5: "The user-balance tree picker selects leaf
 * categories only"): a branch expands and collapses on click, Enter, Space or the arrows, and is never selected —
 * it has no checkbox and no aria-selected; a leaf toggles in and out of the selection (the rule is toggleLeaf,
 * packages/shared, unit-tested). WAI-ARIA tree pattern: role tree / treeitem / group, aria-expanded on branches.
 */
export function LeafTreePicker({ label, tree, selected, onChange, testId = 'leaf-tree' }: {
  label: string;
  tree: readonly CategoryNode[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  testId?: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const flip = (id: string) => setOpen((prev) => {
    const next = new Set(prev);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const node = (n: CategoryNode, depth: number) => {
    const leaf = isLeaf(n);
    const expanded = open.has(n.id);
    const checked = leaf && selected.includes(n.id);
    const act = () => (leaf ? onChange(toggleLeaf(tree, selected, n.id)) : flip(n.id));
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); act(); }
      if (!leaf && e.key === 'ArrowRight' && !expanded) { e.preventDefault(); flip(n.id); }
      if (!leaf && e.key === 'ArrowLeft' && expanded) { e.preventDefault(); flip(n.id); }
    };
    return (
      <Box component="li" key={n.id} role="treeitem" aria-expanded={leaf ? undefined : expanded} aria-selected={leaf ? checked : undefined}
        aria-label={n.name} tabIndex={-1} sx={{ listStyle: 'none' }}
        data-testid={leaf ? `${testId}-leaf-${n.id}` : `${testId}-branch-${n.id}`} data-leaf={leaf ? 'true' : 'false'}>
        <ButtonBase onClick={act} onKeyDown={onKeyDown} focusRipple
          sx={{ width: '100%', justifyContent: 'flex-start', textAlign: 'left', pl: 1 + depth * 2.5, pr: 1, py: leaf ? 0 : 0.75, borderRadius: 1, gap: 0.5, minWidth: 0 }}>
          {leaf
            ? <Checkbox size="small" checked={checked} tabIndex={-1} disableRipple sx={{ p: 0.5 }} slotProps={{ input: { 'aria-hidden': true } }} />
            : (expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />)}
          <Typography variant="body2" noWrap sx={{ fontWeight: leaf ? 400 : 600, minWidth: 0 }}>
            {n.name}
            {!leaf && <Typography component="span" variant="caption" color="text.secondary"> ({n.children!.filter((c) => selected.includes(c.id)).length}/{n.children!.length})</Typography>}
          </Typography>
        </ButtonBase>
        {!leaf && expanded && (
          <Box component="ul" role="group" sx={{ m: 0, p: 0 }}>
            {n.children!.map((c) => node(c, depth + 1))}
          </Box>
        )}
      </Box>
    );
  };

  return (
    <Box component="ul" role="tree" aria-label={label} aria-multiselectable="true" data-testid={testId}
      sx={{ m: 0, p: 0.5, maxHeight: TREE_MAX_HEIGHT, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {tree.map((n) => node(n, 0))}
    </Box>
  );
}
