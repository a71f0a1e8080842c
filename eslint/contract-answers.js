/*
 * The back office types every server answer from the contracts (packages/shared/src/contracts, zod), never from an
 * interface written beside the call (DESIGN.md "One typed contract"). The rule is kept simple enough to be honest:
 * - in the admin app (everything under apps/web/src but the public store/, the point of sale pos/, the sign-in
 *   entry public/ (its own small bundle with its own auth-api.ts), and the
 *   transport api/http.ts, api/money.ts, api/upload.ts, api/live-events.ts, data-provider.ts and auth-provider.ts,
 *   whose answers are the engine's and the transport's own), only a feature's `api.ts` and `api/shared-queries.ts`
 *   call the server: a hook or helper file that wants a call asks its feature's api.ts for it;
 * - every apiRequest / moneyRequest / apiUpload call there names its answer type, and that type is one imported from
 *   `@app/shared` (a contract's exported answer type), or `z.infer<typeof x>` / `z.output<typeof x>` of a schema
 *   imported from there. An inline `{ items: ... }` or a local interface fails, whatever it is called.
 */

/** The calls that reach the server and whose type argument is what the caller believes the answer to be. */
const TYPED_CALLS = new Set(['apiRequest', 'moneyRequest', 'apiUpload']);
/** Raw calls of the transport (files importing them are the data layer). */
const RAW_CALLS = new Set([...TYPED_CALLS, 'apiDownload']);
/** Files outside the rule: another bundle, or the transport and the engine's generic provider. */
const OUTSIDE = [/^store\//, /^pos\//, /^public\//, /^api\/(http|money|upload|live-events)\.ts$/, /^(data|auth)-provider\.ts$/];
/** Where the admin app's calls live. */
const DATA_LAYER = [/^features\/[^/]+\/api\.ts$/, /^api\/shared-queries\.ts$/];

const webPath = (file) => {
  const at = file.replace(/\\/g, '/').indexOf('/apps/web/src/');
  return at < 0 ? null : file.replace(/\\/g, '/').slice(at + '/apps/web/src/'.length);
};

const fromContracts = (source) => source.startsWith('@app/shared/contracts/');

const rule = {
  meta: { type: 'problem', docs: { description: 'Server answers typed from the contracts, called from the data layer' }, schema: [] },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const path = webPath(file);
    if (!path || /\.test\.tsx?$/.test(path) || OUTSIDE.some((re) => re.test(path))) return {};
    const inDataLayer = DATA_LAYER.some((re) => re.test(path));
    /** Local names of the types and values imported from the contracts. */
    const contractNames = new Set();

    const isContractType = (node) => {
      if (!node || node.type !== 'TSTypeReference') return false;
      const name = node.typeName;
      const args = (node.typeArguments ?? node.typeParameters)?.params ?? [];
      // a contract's generic answer (a resource's list) takes a row that is the contracts' too
      if (name.type === 'Identifier') return contractNames.has(name.name) && args.every(isContractType);
      // z.infer<typeof answer> / z.output<typeof answer> of a contract's schema
      if (name.type === 'TSQualifiedName' && name.left.type === 'Identifier' && name.left.name === 'z'
        && (name.right.name === 'infer' || name.right.name === 'output')) {
        const [arg] = args;
        return arg?.type === 'TSTypeQuery' && arg.exprName.type === 'Identifier' && contractNames.has(arg.exprName.name);
      }
      return false;
    };

    return {
      ImportDeclaration(node) {
        if (fromContracts(String(node.source.value))) for (const s of node.specifiers) contractNames.add(s.local.name);
        if (inDataLayer || file.endsWith('.tsx')) return; // components are refused by web-zones/zones already
        for (const s of node.specifiers) {
          if (s.type === 'ImportSpecifier' && RAW_CALLS.has(s.imported.name)) {
            context.report({ node: s, message: `only a feature's api.ts (or api/shared-queries.ts) calls ${s.imported.name}: move the call there and use it from this file` });
          }
        }
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !TYPED_CALLS.has(node.callee.name)) return;
        const [answer] = (node.typeArguments ?? node.typeParameters)?.params ?? [];
        if (!isContractType(answer)) {
          context.report({
            node: answer ?? node.callee,
            message: `${node.callee.name}'s answer type must come from the contracts (@app/shared/contracts/...): export the answer's z.infer type there and name it here`,
          });
        }
      },
    };
  },
};

export const contractAnswersRule = rule;
