import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

describe('README', () => {
  const text = readFileSync(resolve(root, 'README.md'), 'utf8');

  it('links only to files a clone has', () => {
    const links = [...text.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/i.test(l));
    expect(links.filter((l) => !existsSync(resolve(root, l)))).toEqual([]);
  });

  it('names no path outside the repository', () => {
    expect(text.match(/\.\.\/[\w./-]+/g) ?? []).toEqual([]);
  });
});
