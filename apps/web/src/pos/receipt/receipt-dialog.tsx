import { getSession } from '../../session.ts';
import type { PosInstallation, PosLocalOrder } from '../pos-model.ts';
import Dialog from '../shell/dialog.tsx';
import { posReceiptData } from './receipt-data.ts';
import { blocksOf } from './receipt-model.ts';
import ReceiptPanel from './receipt-panel.tsx';

/** The receipt of an order just closed, in the company's layout, ready to print, download or share. */
export default function ReceiptDialog({ order, installation, onClose }: { order: PosLocalOrder; installation: PosInstallation; onClose: () => void }) {
  const data = posReceiptData(order, installation, getSession()?.company?.name ?? '');
  return (
    <Dialog title="Recibo" onClose={onClose} testId="pos-receipt-dialog">
      <ReceiptPanel blocks={blocksOf(installation.receipt_layout)} data={data} filename={`recibo-${data.fields.number}.pdf`} />
      <footer><button type="button" className="primary" onClick={onClose} data-testid="pos-receipt-close">Nuevo pedido</button></footer>
    </Dialog>
  );
}
