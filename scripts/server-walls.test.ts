import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const fixture = readFileSync(resolve(import.meta.dirname, 'fixtures/deep-module-import.ts.fixture'), 'utf8');

let eslint: ESLint;

// loading the repository's config (typescript-eslint and all) takes seconds on a busy machine: once, up front
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: resolve(root, 'apps/server/src/walls-warmup.ts') });
}, 120_000);

/** Lints `code` with the repository's own eslint.config.js, as if it were the file at `path`. */
async function lint(code: string, path: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === 'server-walls/no-deep-module-import');
}

describe('server module walls (eslint/server-walls.js)', () => {
  it("refuses a module file that imports another module's inner file, and lets its index.ts through", async () => {
    const errors = await lint(fixture, 'apps/server/src/modules/faults/walls-fixture.ts');
    expect(errors.map((e) => [e.line, e.severity, e.message])).toEqual([
      [2, 2, "'../sales/order-service.ts' reaches into the sales module: import it from its index.ts (export what you need there)."],
    ]);
  });

  it('applies to files outside the modules too (seeds, plugins, benches)', async () => {
    const errors = await lint("export { post } from '../modules/ledger/ledger-service.ts';\n", 'apps/server/src/seed/walls-fixture.ts');
    expect(errors).toHaveLength(1);
  });

  it('keeps the infrastructure (db, lib, engine, plugins) from importing any module, even through its index.ts', async () => {
    const errors = await lint("import type { Caller } from '../modules/sales/index.ts';\nexport type C = Caller;\n", 'apps/server/src/plugins/walls-fixture.ts');
    expect(errors.map((e) => e.message)).toEqual([
      "'../modules/sales/index.ts' is a module: plugins/ sits below every module and imports none (pass what it needs in from app.ts).",
    ]);
  });

  it("lets a module import its own files", async () => {
    const errors = await lint("import { orderService } from './order-service.ts';\nexport const s = orderService;\n", 'apps/server/src/modules/sales/walls-fixture.ts');
    expect(errors).toEqual([]);
  });
});
