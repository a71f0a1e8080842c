import type ExcelJS from 'exceljs';

type AddStyleModel = (model: object, cellType?: number) => number;

/**
 * exceljs' streaming writer finds each cell's style id by rendering the style to XML, for every cell: every cell
 * holds its own copy of its column's style, so its identity cache never hits (a profile of bench/export.ts put
 * this among the heaviest per-row work). An export has a handful of distinct styles: look their ids up by the
 * style's JSON instead. Same ids, as exceljs gives one id per distinct style.
 */
export function cacheStyleIds(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles?: { addStyleModel?: AddStyleModel } }).styles;
  const add = styles?.addStyleModel?.bind(styles);
  if (!styles || !add) return;
  const ids = new Map<string, number>();
  styles.addStyleModel = (model, cellType) => {
    // most cells carry nothing or only their column's number format: keyed without serialising
    const keys = model ? Object.keys(model) : [];
    const key = keys.length === 0 ? `${cellType ?? ''}|`
      : keys.length === 1 && keys[0] === 'numFmt' ? `${cellType ?? ''}|#${(model as { numFmt: string }).numFmt}`
        : `${cellType ?? ''}|${JSON.stringify(model)}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = add(model, cellType);
      ids.set(key, id);
    }
    return id;
  };
}
