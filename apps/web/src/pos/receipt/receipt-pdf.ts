import type { ReceiptBlock, ReceiptData } from '@app/shared/contracts/pos';
import { formatMoney } from '@app/shared/format/currency';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COLUMN_LABELS, columnsOf, fillText, RECEIPT_PAGE, totalAmount } from './receipt-model.ts';

const PT_PER_PX = 0.75;

function blockContent(block: ReceiptBlock, data: ReceiptData): Content | null {
  const fontSize = block.font_size ?? 10;
  const alignment = block.align ?? 'left';
  switch (block.type) {
    case 'image':
      return block.value?.startsWith('data:image/') ? { image: block.value, fit: [200, 120], alignment: 'center' } : null;
    case 'line':
      return { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 226, y2: 2, lineWidth: 0.5, dash: { length: 2 } }], margin: [0, 2, 0, 2] };
    case 'spacing':
      return { text: '', margin: [0, (Number(block.value) || 8) * PT_PER_PX, 0, 0] };
    case 'text': {
      const text = fillText(block, data);
      return text === null ? null : { text, fontSize, alignment };
    }
    case 'total': {
      const amount = totalAmount(block, data);
      if (amount === null) return null;
      const bold = (block.value ?? 'total_amount') === 'total_amount';
      return { columns: [{ text: block.label ?? 'Total', bold }, { text: formatMoney(amount), alignment: 'right', bold }], fontSize };
    }
    case 'table': {
      const columns = columnsOf(block);
      const body: TableCell[][] = [columns.map((c) => ({ text: COLUMN_LABELS[c] ?? c, bold: true, alignment: c === 'description' ? 'left' : 'right' }))];
      for (const l of data.lines) {
        body.push(columns.map((c) => ({
          text: c === 'description' ? l.description : c === 'quantity' ? String(l.quantity) : c === 'unit_price' ? formatMoney(l.unit_price) : c === 'total' ? formatMoney(l.total) : '',
          alignment: c === 'description' ? 'left' : 'right',
        })));
        if (block.add_check && l.details.length) {
          body.push([{ text: l.details.join(' · '), fontSize: 7, colSpan: columns.length }, ...columns.slice(1).map(() => ({ text: '' }))]);
        }
      }
      return {
        table: { headerRows: 1, widths: columns.map((c) => (c === 'description' ? '*' : 'auto')), body },
        layout: 'noBorders', fontSize: block.font_size ?? 8,
      };
    }
  }
  return null;
}

/** The receipt as a PDF page of [246, 900] pt (spec §9), built from the same blocks as the printed one. */
export function receiptDocument(blocks: ReceiptBlock[], data: ReceiptData): TDocumentDefinitions {
  return {
    pageSize: { width: RECEIPT_PAGE[0], height: RECEIPT_PAGE[1] },
    pageMargins: [10, 10, 10, 10],
    info: { title: `Recibo ${data.fields.number ?? ''}`.trim() },
    content: blocks.map((b) => blockContent(b, data)).filter((c): c is Content => c !== null),
    defaultStyle: { fontSize: 10 },
  };
}

/** pdfmake and its fonts are large: loaded only when a receipt PDF is asked for (cached by the service worker). */
export async function receiptPdfBlob(blocks: ReceiptBlock[], data: ReceiptData): Promise<Blob> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]);
  pdfMake.addVirtualFileSystem(vfs);
  return pdfMake.createPdf(receiptDocument(blocks, data)).getBlob();
}
