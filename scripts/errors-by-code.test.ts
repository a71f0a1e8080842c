import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Deciding by an error's Spanish text (`/agotado/.test(err.message)`, `msg.includes('no aplica')`): the text is for
 * people and may be reworded; code decides on `AppError.code` (packages/shared/src/contracts/error-codes.ts).
 */
const TEXT_MATCH = [
  /\.test\(\s*[\w.?]*\b(message|msg)\s*\)/,
  /\b(message|msg)\s*\.\s*(includes|startsWith|match|search|indexOf)\s*\(/,
  /\b(message|msg)\s*===?\s*['"`]/,
];

describe('errors are told apart by code', () => {
  it('no server code decides anything by matching an error message', () => {
    const offenders = sourceFiles(join(root, 'apps/server/src')).flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((line, i) =>
        TEXT_MATCH.some((re) => re.test(line)) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : []));
    expect(offenders).toEqual([]);
  });
});
