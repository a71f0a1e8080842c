import type { ReportColumnKind, ReportDef } from '@app/shared';
import type { Readable } from 'node:stream';
import { streamXlsx, type ExportColumn } from '../../lib/xlsx-export.ts';
import type { ReportRow } from './report-repository.ts';

/** How each report column kind is written by the shared xlsx writer (a month stays its "YYYY-MM" text). */
const EXPORT_KIND: Record<ReportColumnKind, ExportColumn['kind']> = {
  text: 'text', integer: 'integer', money: 'money', date: 'date', datetime: 'datetime', percent: 'number', month: 'text', boolean: 'boolean',
};

const BATCH = 1000;

/** The report's rows as an xlsx with its columns, handed to the writer in batches (the writer streams them out). */
export function reportSheet(def: ReportDef, rows: ReportRow[]): Readable {
  const columns: ExportColumn[] = def.columns.map((c) => ({ key: c.key, header: c.label, kind: EXPORT_KIND[c.kind] }));
  return streamXlsx(def.title, columns, (async function* () {
    for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
  })());
}
