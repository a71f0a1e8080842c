import { dirname, relative, resolve, sep } from 'node:path';

/*
 * Server module walls (docs/architecture.md): `apps/server/src/modules/<name>/index.ts` is a module's only public
 * surface, so a file outside a module's folder imports nothing of it but its index.ts. A small local rule rather than
 * eslint-plugin-boundaries or import/no-restricted-paths: the rule is one path comparison, needs no resolver setup
 * and adds no dependency.
 */

const repoRoot = resolve(import.meta.dirname, '..');
const serverDir = resolve(repoRoot, 'apps/server/src');
const modulesDir = resolve(serverDir, 'modules');
/** The infrastructure every module stands on: it imports no module, or the layers would loop. */
const INFRASTRUCTURE = ['db', 'lib', 'engine', 'plugins'];

/**
 * Imports the wall lets through: the file that defines what every module receives (app-module.ts) reads the job
 * queue's type from its file, because the jobs module's index.ts registers itself through app-module.ts.
 */
const ALLOWED = new Set(['app-module.ts -> jobs/job-queue.ts']);

/** `[module, path inside it]` of a file under modules/<name>/, else null (app-module.ts is no module's). */
function placeOf(file) {
  const rel = relative(modulesDir, file);
  if (rel.startsWith('..') || rel.includes(`..${sep}`)) return null;
  const parts = rel.split(sep);
  return parts.length < 2 ? null : [parts[0], parts.slice(1).join('/')];
}

const noDeepModuleImport = {
  meta: {
    type: 'problem',
    docs: { description: "Import another server module only through its index.ts" },
    messages: {
      deep: "'{{source}}' reaches into the {{module}} module: import it from its index.ts (export what you need there).",
      infrastructure: "'{{source}}' is a module: {{layer}}/ sits below every module and imports none (pass what it needs in from app.ts).",
    },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    const from = placeOf(file);
    const fromName = relative(modulesDir, file).split(sep).join('/');
    const layer = relative(serverDir, file).split(sep)[0];
    const infrastructure = INFRASTRUCTURE.includes(layer);
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = placeOf(resolve(dirname(file), source.value));
      if (target && infrastructure) {
        context.report({ node: source, messageId: 'infrastructure', data: { source: source.value, layer } });
        return;
      }
      if (!target || target[1] === 'index.ts' || (from && from[0] === target[0])) return;
      if (ALLOWED.has(`${fromName} -> ${target[0]}/${target[1]}`)) return;
      context.report({ node: source, messageId: 'deep', data: { source: source.value, module: target[0] } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const serverWallsPlugin = { rules: { 'no-deep-module-import': noDeepModuleImport } };

/**
 * The config block eslint.config.js adds: the server's sources. Tests and benches stay outside the wall: they measure
 * and check a module's inner pieces (a repository's query, the ledger check) on purpose.
 */
export const serverWalls = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { 'server-walls': serverWallsPlugin },
  rules: { 'server-walls/no-deep-module-import': 'error' },
};
