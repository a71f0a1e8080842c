import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const fixture = readFileSync(resolve(import.meta.dirname, 'fixtures/deep-module-import.ts.fixture'), 'utf8');

/** Lints `code` with the repository's own eslint.config.js, as if it were the file at `path`. */
async function lint(code: string, path: string) {
  const eslint = new ESLint({ cwd: root });
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

  it("lets a module import its own files", async () => {
    const errors = await lint("import { orderService } from './order-service.ts';\nexport const s = orderService;\n", 'apps/server/src/modules/sales/walls-fixture.ts');
    expect(errors).toEqual([]);
  });
});
