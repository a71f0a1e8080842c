import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The rule of eslint/contract-answers.js, run through the repository's own eslint.config.js (what `npm run lint`
 * runs): an answer typed by hand fails, the same call typed from a contract passes, and a hook file calling the server
 * itself fails.
 */
const eslint = new ESLint({ cwd: new URL('../../../../', import.meta.url).pathname });

async function answerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: new URL(`../${file}`, import.meta.url).pathname });
  return result.messages.filter((m) => m.ruleId === 'web-zones/contract-answers').map((m) => m.message);
}

const HTTP = "import { apiRequest } from '../../api/http.ts';\n";

describe('answers typed from the contracts', { timeout: 60_000 }, () => {
  it('an inline answer type, a local interface or no type at all fails', async () => {
    expect(await answerErrors('features/purchase/api.ts', `${HTTP}export const x = () => apiRequest<{ items: number[] }>('/v1/x');\n`))
      .toEqual([expect.stringContaining('answer type must come from the contracts')]);
    expect(await answerErrors('features/purchase/api.ts', `${HTTP}interface XAnswer { items: number[] }\nexport const x = () => apiRequest<XAnswer>('/v1/x');\n`))
      .toEqual([expect.stringContaining('answer type must come from the contracts')]);
    expect(await answerErrors('features/purchase/api.ts', `${HTTP}export const x = () => apiRequest('/v1/x');\n`))
      .toEqual([expect.stringContaining('answer type must come from the contracts')]);
    // a contract's generic answer with a row written here is still a hand-written answer
    expect(await answerErrors('features/purchase/api.ts',
      `${HTTP}import type { ResourceListAnswer } from '@app/shared/contracts/resources';\ninterface Row { id: number }\nexport const x = () => apiRequest<ResourceListAnswer<Row>>('/v1/x');\n`))
      .toEqual([expect.stringContaining('answer type must come from the contracts')]);
  });

  it('a contract\'s answer type, or z.infer of its schema, passes', async () => {
    expect(await answerErrors('features/purchase/api.ts',
      `${HTTP}import type { PurchaseAnswer } from '@app/shared/contracts/sales';\nexport const x = () => apiRequest<PurchaseAnswer>('/v1/x');\n`)).toEqual([]);
    expect(await answerErrors('features/purchase/api.ts',
      `${HTTP}import type { z } from 'zod';\nimport type { purchaseAnswer } from '@app/shared/contracts/sales';\nexport const x = () => apiRequest<z.infer<typeof purchaseAnswer>>('/v1/x');\n`)).toEqual([]);
  });

  it('a hook file calls the server through its feature\'s api.ts, never itself', async () => {
    expect(await answerErrors('features/purchase/use-x.ts', `${HTTP}export const x = 1;\n`))
      .toEqual([expect.stringContaining("only a feature's api.ts")]);
    expect(await answerErrors('app/layout/use-x.ts', `${HTTP}export const x = 1;\n`))
      .toEqual([expect.stringContaining("only a feature's api.ts")]);
  });
});
