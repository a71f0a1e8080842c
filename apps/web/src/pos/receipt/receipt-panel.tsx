import type { ReceiptBlock, ReceiptData } from '@app/shared/contracts/pos';
import { useRef, useState } from 'react';
import { DEFAULT_BLOCKS } from './receipt-model.ts';
import { receiptPdfBlob } from './receipt-pdf.ts';
import { downloadBlob, printReceiptHtml, shareBlob } from './receipt-output.ts';
import ReceiptView from './receipt-view.tsx';

/**
 * A receipt on screen (the default layout when none is given) with its three outputs: print (219 px), download the PDF, share the PDF. Plain elements so
 * both the POS and the back office's order detail can show it.
 */
export default function ReceiptPanel({ blocks: given, data, filename }: { blocks?: ReceiptBlock[]; data: ReceiptData; filename: string }) {
  const blocks = given ?? DEFAULT_BLOCKS;
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const withPdf = async (deliver: (blob: Blob) => Promise<unknown> | void) => {
    setBusy(true);
    setError(null);
    try {
      await deliver(await receiptPdfBlob(blocks, data));
    } catch (err) {
      setError(`No se pudo generar el PDF: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const buttonStyle = { font: 'inherit', padding: '8px 12px', minHeight: 40, borderRadius: 6, border: '1px solid #d0d7de', background: '#fff', cursor: 'pointer' };
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
      <div ref={ref} style={{ border: '1px solid #d0d7de' }}><ReceiptView blocks={blocks} data={data} /></div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
        <button type="button" style={buttonStyle} onClick={() => ref.current && printReceiptHtml(ref.current.innerHTML)} data-testid="receipt-print">Imprimir</button>
        <button type="button" style={buttonStyle} disabled={busy} onClick={() => withPdf((b) => downloadBlob(b, filename))} data-testid="receipt-pdf">Descargar PDF</button>
        <button type="button" style={buttonStyle} disabled={busy} onClick={() => withPdf(async (b) => {
          if (!(await shareBlob(b, filename))) downloadBlob(b, filename);
        })}>Compartir</button>
      </div>
      {error && <p role="alert" style={{ color: '#c62828' }}>{error}</p>}
    </div>
  );
}
