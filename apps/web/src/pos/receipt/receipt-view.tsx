import type { ReceiptBlock, ReceiptData } from '@app/shared/contracts/pos';
import { formatMoney } from '@app/shared/format/currency';
import type { CSSProperties } from 'react';
import { COLUMN_LABELS, columnsOf, fillText, RECEIPT_WIDTH, totalAmount } from './receipt-model.ts';

const cell = (column: string, line: ReceiptData['lines'][number]) =>
  column === 'description' ? line.description
    : column === 'quantity' ? String(line.quantity)
      : column === 'unit_price' ? formatMoney(line.unit_price)
        : column === 'total' ? formatMoney(line.total) : '';

function Block({ block, data }: { block: ReceiptBlock; data: ReceiptData }) {
  const style: CSSProperties = { fontSize: block.font_size ?? 10, textAlign: block.align ?? 'left', margin: 0 };
  switch (block.type) {
    case 'image':
      return block.value ? <img src={block.value} alt="" style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} /> : null;
    case 'line':
      return <hr style={{ border: 0, borderTop: '1px dashed #000', margin: '4px 0' }} />;
    case 'spacing':
      return <div style={{ height: Number(block.value) || 8 }} />;
    case 'text': {
      const text = fillText(block, data);
      return text === null ? null : <p style={style}>{text}</p>;
    }
    case 'total': {
      const amount = totalAmount(block, data);
      if (amount === null) return null;
      const isTotal = (block.value ?? 'total_amount') === 'total_amount';
      return (
        <p style={{ ...style, display: 'flex', justifyContent: 'space-between', fontWeight: isTotal ? 700 : 400 }} data-receipt-total={block.value ?? 'total_amount'}>
          <span>{block.label ?? 'Total'}</span><span>{formatMoney(amount)}</span>
        </p>
      );
    }
    case 'table': {
      const columns = columnsOf(block);
      return (
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: block.font_size ?? 9 }}>
          <thead><tr>{columns.map((c) => <th key={c} style={{ textAlign: c === 'description' ? 'left' : 'right' }}>{COLUMN_LABELS[c] ?? c}</th>)}</tr></thead>
          <tbody>
            {data.lines.map((l, i) => [
              <tr key={i}>{columns.map((c) => <td key={c} style={{ textAlign: c === 'description' ? 'left' : 'right', verticalAlign: 'top', whiteSpace: c === 'description' ? 'normal' : 'nowrap' }}>{cell(c, l)}</td>)}</tr>,
              block.add_check && l.details.length > 0 && (
                <tr key={`${i}d`}><td colSpan={columns.length} style={{ fontSize: 8, paddingLeft: 6 }}>{l.details.join(' · ')}</td></tr>
              ),
            ])}
          </tbody>
        </table>
      );
    }
  }
}

/** The receipt as a thermal printer prints it: 219 px wide, monospace-ish, blocks in the company's order. */
export default function ReceiptView({ blocks, data }: { blocks: ReceiptBlock[]; data: ReceiptData }) {
  return (
    <div className="pos-receipt" data-testid="receipt" style={{ width: RECEIPT_WIDTH, padding: 4, background: '#fff', color: '#000', fontFamily: 'Arial, sans-serif', boxSizing: 'border-box' }}>
      {blocks.map((b, i) => <Block key={i} block={b} data={data} />)}
    </div>
  );
}
