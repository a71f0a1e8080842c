import { dirname, resolve, sep } from 'node:path';
import { contractAnswersRule } from './contract-answers.js';

/*
 * Walls between the web app's parts (apps/web/src):
 * - a feature (features/<name>/) reaches another feature only through its entry (features/<other>/index.ts);
 *   what two features share belongs in components/ or lib/, not in one of them;
 * - the engine, the shared components and the HTTP client know no feature and no app shell: the app hands the
 *   engine what the features add through a context;
 * - the public store (store/) is its own bundle without react-admin, so it imports neither react-admin nor the
 *   admin's parts.
 * - the public pages (public/: login, recover, register) are a smaller bundle still: no react-admin and no MUI,
 *   and the admin's parts only by a dynamic import (the app mounted after sign-in).
 * - a component (.tsx) never calls the server itself: it reads and writes through its feature's hooks and calls
 *   (features/<name>/api.ts, api/shared-queries.ts, the store's *-api.ts), so every call has one home and one
 *   answer type.
 * Tests may reach into what they test.
 */

const LOWER_LAYERS = ['engine', 'components', 'api', 'lib', 'utils', 'i18n'];
const ADMIN_ONLY = ['features', 'engine', 'app'];
const REACT_ADMIN = /^(react-admin|ra-[a-z-]+)(\/|$)/;
/** The raw calls of api/http.ts and api/money.ts, which only the data layer uses. */
const RAW_CALLS = new Set(['apiRequest', 'moneyRequest', 'apiDownload']);

/** The file's path inside apps/web/src split in parts, or null outside the web app. */
function webParts(file) {
  const marker = `${sep}apps${sep}web${sep}src${sep}`;
  const at = file.indexOf(marker);
  return at < 0 ? null : file.slice(at + marker.length).split(sep);
}

function problemOf(fromParts, spec, file, dynamic) {
  const [fromTop, fromFeature] = fromParts;
  if (fromTop === 'store' && REACT_ADMIN.test(spec)) return 'the public store is its own bundle: no react-admin in store/';
  if (fromTop === 'public' && (REACT_ADMIN.test(spec) || /^@mui\//.test(spec))) {
    return 'the public pages are their own small bundle: no react-admin or MUI in public/';
  }
  if (!spec.startsWith('.')) return null;
  const target = webParts(resolve(dirname(file), spec));
  if (!target) return null;
  const [top, feature, ...rest] = target;
  if (top === 'features') {
    const isEntry = rest.length === 1 && /^index\.tsx?$/.test(rest[0]);
    if (fromTop === 'features' && fromFeature !== feature && !isEntry) {
      return `features/${fromFeature} reaches into features/${feature}: import its index.ts, or move what both use to components/`;
    }
    if (fromTop !== 'features' && fromTop !== 'app' && fromTop !== 'store') {
      return `${fromTop}/ may not import a feature (features/${feature}): the app hands features to it`;
    }
    if (fromTop === 'app' && !isEntry) return `app/ uses features/${feature} only through its index.ts`;
  }
  if (LOWER_LAYERS.includes(fromTop) && top === 'app') return `${fromTop}/ may not import the app shell (app/)`;
  if (fromTop === 'store' && ADMIN_ONLY.includes(top)) return `the public store may not import the admin's ${top}/`;
  if (fromTop === 'public' && ADMIN_ONLY.includes(top) && !dynamic) return `the public pages load the admin's ${top}/ only with a dynamic import`;
  return null;
}

const zonesRule = {
  meta: { type: 'problem', docs: { description: 'Walls between the web app\'s features, engine and store' }, schema: [] },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const parts = webParts(file);
    if (!parts || /\.test\.tsx?$/.test(file)) return {};
    const check = (node) => {
      const spec = node.source && typeof node.source.value === 'string' ? node.source.value : null;
      if (spec === null) return;
      const problem = problemOf(parts, spec, file, node.type === 'ImportExpression');
      if (problem) context.report({ node: node.source, message: problem });
      if (file.endsWith('.tsx') && node.type === 'ImportDeclaration') {
        for (const s of node.specifiers) {
          if (s.type === 'ImportSpecifier' && RAW_CALLS.has(s.imported.name)) {
            context.report({ node: s, message: `a component does not call ${s.imported.name}: use its feature's api.ts hooks and calls` });
          }
        }
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const webZonesPlugin = { rules: { zones: zonesRule, 'contract-answers': contractAnswersRule } };

/** The config block eslint.config.js adds. */
export const webZones = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'web-zones': webZonesPlugin },
  rules: { 'web-zones/zones': 'error', 'web-zones/contract-answers': 'error' },
};

