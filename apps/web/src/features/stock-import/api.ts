import { apiDownload } from '../../api/http.ts';
import { apiUpload } from '../../api/upload.ts';
import type { StockImportKind } from '@app/shared';
import type { ImportCommitAnswer } from '@app/shared/contracts/stock-import';

/* The Excel imports of stock: the template, the preview and the commit. */

const BASE: Record<StockImportKind, string> = {
  accounts: '/v1/admin/digital-account/import',
  profiles: '/v1/admin/digital-account/import-profiles',
};

export const downloadImportTemplate = (kind: StockImportKind) => apiDownload(`${BASE[kind]}/template`);

/** Sends the file to be checked (`commit` false) or imported, reporting the upload's progress. */
export const uploadStockFile = (kind: StockImportKind, file: File, commit: boolean, onProgress: (percent: number) => void) =>
  apiUpload<ImportCommitAnswer>(`${BASE[kind]}/${commit ? 'commit' : 'preview'}`, file, onProgress);
