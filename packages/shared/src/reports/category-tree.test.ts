import { describe, expect, it } from 'vitest';
import { findCategory, isLeaf, leafIds, onlyLeaves, toggleLeaf, type CategoryNode } from './category-tree.ts';

const tree: CategoryNode[] = [
  { id: 'service:NETFLIX', name: 'NETFLIX', children: [{ id: '1', name: 'NETFLIX 1 PANTALLA' }, { id: '2', name: 'NETFLIX 4K' }] },
  { id: 'service:MUSICA', name: 'MÚSICA', children: [{ id: 'service:SPOTIFY', name: 'SPOTIFY', children: [{ id: '3', name: 'SPOTIFY PREMIUM' }] }] },
  { id: 'service:VACIO', name: 'SIN PRODUCTOS', children: [] },
];

describe('the user-balance category tree selects leaves only', () => {
  it('tells leaves from branches at any depth; a branch with no children is still a branch', () => {
    expect(isLeaf(findCategory(tree, '1')!)).toBe(true);
    expect(isLeaf(findCategory(tree, 'service:NETFLIX')!)).toBe(false);
    expect(isLeaf(findCategory(tree, 'service:SPOTIFY')!)).toBe(false);
    expect(isLeaf(findCategory(tree, 'service:VACIO')!)).toBe(false);
    expect(leafIds(tree)).toEqual(['1', '2', '3']);
  });

  it('toggles a leaf in and out', () => {
    const one = toggleLeaf(tree, [], '2');
    expect(one).toEqual(['2']);
    expect(toggleLeaf(tree, one, '3')).toEqual(['2', '3']);
    expect(toggleLeaf(tree, ['2', '3'], '2')).toEqual(['3']);
  });

  it('never selects a branch, nor an unknown id: the selection stays as it was', () => {
    expect(toggleLeaf(tree, [], 'service:NETFLIX')).toEqual([]);
    expect(toggleLeaf(tree, ['1'], 'service:MUSICA')).toEqual(['1']);
    expect(toggleLeaf(tree, ['1'], 'service:SPOTIFY')).toEqual(['1']);
    expect(toggleLeaf(tree, ['1'], 'service:VACIO')).toEqual(['1']);
    expect(toggleLeaf(tree, ['1'], '99')).toEqual(['1']);
  });

  it('drops branches and stale ids from a selection', () => {
    expect(onlyLeaves(tree, ['service:NETFLIX', '1', '99', '3'])).toEqual(['1', '3']);
  });
});
