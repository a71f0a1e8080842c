import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The walls of eslint/web-zones.js, checked through the repository's own eslint.config.js (what `npm run lint`
 * runs): a deliberate reach into another feature's files fails, the same import through its entry passes.
 */
const eslint = new ESLint({ cwd: new URL('../../../../', import.meta.url).pathname });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: new URL(`../${file}`, import.meta.url).pathname });
  return result.messages.filter((m) => m.ruleId === 'web-zones/zones').map((m) => m.message);
}

describe('web zones', { timeout: 60_000 }, () => {
  it('a feature reaching into another feature\'s files fails lint', async () => {
    const errors = await zoneErrors('features/purchase/x.tsx', "import { FaultReportDialog } from '../faults/fault-report-dialog.tsx';\nexport const x = FaultReportDialog;\n");
    expect(errors).toEqual([expect.stringContaining('features/purchase reaches into features/faults')]);
  });

  it('the same feature through its entry, or its own files, pass', async () => {
    expect(await zoneErrors('features/purchase/x.tsx', "import { FaultReportButton } from '../faults/index.ts';\nexport const x = FaultReportButton;\n")).toEqual([]);
    expect(await zoneErrors('features/purchase/x.tsx', "import Page from './purchase-page.tsx';\nexport const x = Page;\n")).toEqual([]);
  });

  it('a component calling the server itself fails lint; its feature\'s api.ts may', async () => {
    expect(await zoneErrors('features/purchase/x.tsx', "import { apiRequest } from '../../api/http.ts';\nexport const x = () => apiRequest('/v1/x');\n"))
      .toEqual([expect.stringContaining('a component does not call apiRequest')]);
    expect(await zoneErrors('features/purchase/api.ts', "import { apiRequest } from '../../api/http.ts';\nexport const x = () => apiRequest('/v1/x');\n")).toEqual([]);
  });

  it('the engine knows no feature, and the store no react-admin', async () => {
    expect(await zoneErrors('engine/x.tsx', "import { faultsFeature } from '../features/faults/index.ts';\nexport const x = faultsFeature;\n"))
      .toEqual([expect.stringContaining('engine/ may not import a feature')]);
    expect(await zoneErrors('store/x.tsx', "import { useTranslate } from 'react-admin';\nexport const x = useTranslate;\n"))
      .toEqual([expect.stringContaining('no react-admin in store/')]);
  });
});
