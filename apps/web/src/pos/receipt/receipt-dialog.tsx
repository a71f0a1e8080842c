import { getSession } from '../../session.ts';
import type { PosInstallation, PosLocalOrder } from '../pos-model.ts';
import Dialog from '../shell/dialog.tsx';
import { posReceiptData } from './receipt-data.ts';
import { blocksOf } from './receipt-model.ts';
import ReceiptPanel from './receipt-panel.tsx';

/** The receipt of an order just closed, in the company's layout, ready to print, download or share. */
export default function ReceiptDialog({ order, installation, employeeName, onClose }: {
  order: PosLocalOrder;
  installation: PosInstallation;
  employeeName: (id: number | null) => string | undefined;
  onClose: () => void;
}) {
  const data = posReceiptData(order, installation, {
    company: getSession()?.company?.name ?? '',
    cashier: employeeName(order.bus_person_cashier_id),
    domiciliary: order.order_type === 'delivery' ? employeeName(order.bus_person_domiciliary_id) : undefined,
  });
  return (
    <Dialog title="Recibo" onClose={onClose} testId="pos-receipt-dialog">
      <ReceiptPanel blocks={blocksOf(installation.receipt_layout)} data={data} filename={`recibo-${data.fields.number}.pdf`} />
      <footer><button type="button" className="primary" onClick={onClose} data-testid="pos-receipt-close">Nuevo pedido</button></footer>
    </Dialog>
  );
}
