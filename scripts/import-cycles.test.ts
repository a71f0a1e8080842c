import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** Every relative import of every file, type-only ones included: a cycle of types is a cycle of design too. */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    graph.set(file, [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1])));
  }
  return graph;
}

function findCycles(graph: Map<string, string[]>, label = (node: string) => node.slice(root.length + 1)): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map(label));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * The server's modules as a graph: module A points to module B when a file of A imports a file of B. Files outside
 * `modules/<name>/` (plugins, lib, seeds) are not nodes: they may sit above or below the modules.
 */
function moduleGraph(graph: Map<string, string[]>, modulesDir: string): Map<string, string[]> {
  const moduleOf = (file: string) => (file.startsWith(`${modulesDir}/`) ? file.slice(modulesDir.length + 1).split('/') : null);
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from || from.length < 2) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to.length < 2 || to[0] === from[0]) continue;
      edges.set(from[0], (edges.get(from[0]) ?? new Set()).add(to[0]));
    }
  }
  return new Map([...edges].map(([name, targets]) => [name, [...targets]]));
}

describe('imports', () => {
  it('apps/server/src has no cycle between modules (two modules never import each other, directly or around)', () => {
    const modulesDir = join(root, 'apps/server/src/modules');
    const cycles = findCycles(moduleGraph(importGraph(join(root, 'apps/server/src')), modulesDir), (name) => name);
    expect(cycles).toEqual([]);
  });

  for (const app of ['packages/shared/src', 'apps/server/src', 'apps/web/src']) {
    it(`${app} has no import cycle`, () => {
      expect(findCycles(importGraph(join(root, app)))).toEqual([]);
    });
  }
});
