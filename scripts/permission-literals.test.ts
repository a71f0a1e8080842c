import { ACTIONS, ALL_PERMISSIONS, PERMISSION_RESOURCES } from '@app/shared';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const escape = (s: string) => s.replace(/[-.]/g, '\\$&');
/** A quoted `resource.action` of the vocabulary, as routes (`config.permission`), `can(...)` and the web write them. */
const LITERAL = new RegExp(`['"\`](${PERMISSION_RESOURCES.map(escape).join('|')})\\.(${ACTIONS.map(escape).join('|')})['"\`]`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'migrations') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('permission literals', () => {
  it('every permission the code asks for exists in the catalogue (else no role could ever be granted it)', () => {
    const unknown: string[] = [];
    let seen = 0;
    const known = new Set<string>(ALL_PERMISSIONS);
    for (const dir of ['apps/server/src', 'apps/web/src', 'packages/shared/src']) {
      for (const file of sourceFiles(join(root, dir))) {
        for (const m of readFileSync(file, 'utf8').matchAll(LITERAL)) {
          seen++;
          const p = `${m[1]}.${m[2]}`;
          if (!known.has(p)) unknown.push(`${file.slice(root.length + 1)}: ${p}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
    // a new route's permission goes in its definition (workflow `actions`) or DOMAIN_ACTIONS of permission-catalogue.ts
    expect(unknown).toEqual([]);
  });
});
