import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { clearSession, getSession } from '../../session.ts';
import { installSubsidiary } from '../db/install-catalogues.ts';
import { posDb } from '../db/pos-db.ts';
import type { PosInstallation, PosLineRequest, PosLocalOrder, PosProduct } from '../pos-model.ts';
import LoginScreen from '../shell/login-screen.tsx';
import { useOnline } from '../shell/use-online.ts';
import SyncPanel from '../sync/sync-panel.tsx';
import { useSync } from '../sync/use-sync.ts';
import TurnDialog from '../turn/turn-dialog.tsx';
import { useTurn } from '../turn/use-turn.ts';
import CancelDialog from './cancel-dialog.tsx';
import { loadCatalogue, optionsFor, type Catalogue } from './catalogue.ts';
import LineDialog from './line-dialog.tsx';
import { money } from './money.ts';
import { addLine, removeLine, updateLine } from './order-edit.ts';
import OrderPanel from './order-panel.tsx';
import PayDialog from './pay-dialog.tsx';
import ProductGrid from './product-grid.tsx';
import { usePosOrders } from './use-pos-orders.ts';

// the receipt (and pdfmake behind it) loads when the first receipt is shown, not with the till
const ReceiptDialog = lazy(() => import('../receipt/receipt-dialog.tsx'));

type Modal =
  | { kind: 'line'; product: PosProduct; lineId?: string; initial?: PosLineRequest }
  | { kind: 'pay' } | { kind: 'cancel' } | { kind: 'turn' } | { kind: 'login' }
  | { kind: 'receipt'; order: PosLocalOrder };

/** The till: products on the left, the open orders on the right (one above the other on a phone). */
export default function SaleScreen({ installation, onInstallationChange, signedIn }: {
  installation: PosInstallation;
  onInstallationChange: (i: PosInstallation) => void;
  signedIn: boolean;
}) {
  const db = posDb();
  const online = useOnline();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [modal, setModal] = useState<Modal | null>(null);
  const [showOrder, setShowOrder] = useState(false);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const orders = usePosOrders(db, installation.subsidiary_id);
  const sync = useSync(db, installation.subsidiary_id, online, signedIn);
  const turnApi = useTurn(db, installation.subsidiary_id, sync.syncNow);
  const { turn } = turnApi;

  useEffect(() => {
    loadCatalogue(db).then(setCatalogue);
  }, [db, installation]);

  const cashierId = useMemo(() => {
    const userId = getSession()?.profile?.id;
    return catalogue?.employees.find((e) => e.role === 'cashier' && e.user_id === userId)?.id ?? turn?.bus_person_cashier_id ?? null;
  }, [catalogue, turn]);

  const ensureOrder = useCallback(async () => orders.active ?? orders.create({
    cashierId, cashRegisterId: turn?.bill_cash_register_id ?? null, turnLocalReference: turn?.local_reference ?? null,
  }), [orders, cashierId, turn]);

  const refresh = async () => {
    setRefreshing(true);
    setMessage(null);
    try {
      const next = await installSubsidiary(installation.subsidiary_id);
      onInstallationChange(next);
      setMessage({ text: 'Catálogos actualizados desde el servidor.' });
    } catch (err) {
      setMessage({ text: `No se pudo actualizar: ${(err as Error).message}`, error: true });
    } finally {
      setRefreshing(false);
    }
  };

  if (!catalogue || !orders.loaded) return <div className="pos"><p className="pos-center">Cargando catálogos…</p></div>;

  const order = orders.active;
  const pick = async (product: PosProduct) => {
    const needsChoice = (catalogue.variantsByProduct.get(product.id)?.length ?? 0) > 0 || optionsFor(catalogue, product.id).length > 0;
    if (needsChoice) {
      setModal({ kind: 'line', product });
      return;
    }
    const target = await ensureOrder();
    orders.change(target.local_reference, (o) => addLine(o, catalogue, { product_id: product.id, variant_id: null, quantity: 1, options: [], discounts: [] }), true);
  };
  const saveLine = async (product: PosProduct, request: PosLineRequest, lineId?: string) => {
    const target = await ensureOrder();
    orders.change(target.local_reference, (o) => (lineId ? updateLine(o, catalogue, lineId, request) : addLine(o, catalogue, request)), true);
    setModal(null);
    void product;
  };
  const finishOrder = async (closed: PosLocalOrder) => {
    await orders.finish(closed);
    setModal(closed.order_status === 'canceled' ? null : { kind: 'receipt', order: closed });
    setShowOrder(false);
    void sync.syncNow();
  };

  return (
    <div className="pos" data-testid="pos-sale">
      <header className="pos-header">
        <h1>{installation.subsidiary.name}</h1>
        <span className={`pos-status${online ? '' : ' offline'}`} data-testid="pos-online">{online ? 'En línea' : 'Sin conexión'}</span>
        <button type="button" onClick={() => setModal({ kind: 'turn' })} data-testid="pos-turn">{turn ? 'Cerrar turno' : 'Abrir turno'}</button>
        <button type="button" onClick={refresh} disabled={!online || !signedIn || refreshing} data-testid="pos-refresh">
          {refreshing ? 'Actualizando…' : 'Actualizar desde el servidor'}
        </button>
        {signedIn
          ? <button type="button" onClick={() => clearSession()}>Salir</button>
          : <button type="button" onClick={() => setModal({ kind: 'login' })}>Ingresar</button>}
      </header>
      {message && <p className={message.error ? 'pos-error' : 'pos-note'} style={{ margin: '8px 12px 0' }} role="status">{message.text}</p>}
      {!turn && <p className="pos-note" style={{ margin: '8px 12px 0' }}>No hay turno de caja abierto: los pedidos se registran sin turno.</p>}
      <SyncPanel sync={sync} online={online} signedIn={signedIn} />
      <main className={`pos-main${showOrder ? ' order-open' : ''}`}>
        <ProductGrid catalogue={catalogue} onPick={pick} />
        <OrderPanel
          open={orders.open}
          order={order}
          catalogue={catalogue}
          onSelect={orders.setActive}
          onNew={() => void orders.create({ cashierId, cashRegisterId: turn?.bill_cash_register_id ?? null, turnLocalReference: turn?.local_reference ?? null })}
          onEditLine={(lineId) => {
            const line = order?.lines.find((l) => l.line_id === lineId);
            const product = line && catalogue.productById.get(line.request.product_id);
            if (line && product) setModal({ kind: 'line', product, lineId, initial: line.request });
          }}
          onQuantity={(lineId, quantity) => order && orders.change(order.local_reference, (o) => updateLine(o, catalogue, lineId, { quantity }), true)}
          onRemove={(lineId) => order && orders.change(order.local_reference, (o) => removeLine(o, catalogue, lineId), true)}
          onChange={(fn, important) => order && orders.change(order.local_reference, fn, important)}
          onPay={() => setModal({ kind: 'pay' })}
          onCancel={() => setModal({ kind: 'cancel' })}
        />
      </main>
      <div className="pos-show-order">
        <button type="button" className="primary" onClick={() => setShowOrder((v) => !v)} data-testid="pos-toggle-order">
          {showOrder ? 'Ver productos' : `Ver pedido (${order?.lines.length ?? 0}) · ${money(order?.total_amount ?? 0)}`}
        </button>
      </div>

      {modal?.kind === 'line' && (
        <LineDialog product={modal.product} catalogue={catalogue} initial={modal.initial}
          onSave={(r) => void saveLine(modal.product, r, modal.lineId)} onClose={() => setModal(null)} />
      )}
      {modal?.kind === 'pay' && order && (
        <PayDialog order={order} methods={catalogue.paymentMethods} onClose={() => setModal(null)}
          onPaid={(payments) => {
            const now = new Date().toISOString();
            void finishOrder({ ...order, data_payments: payments, order_status: 'closed', is_open: false, closing_date: now, sync_state: 'pending' });
          }} />
      )}
      {modal?.kind === 'cancel' && order && (
        <CancelDialog onClose={() => setModal(null)}
          onCancel={(reason) => {
            const now = new Date().toISOString();
            void finishOrder({
              ...order, order_status: 'canceled', canceled: true, is_open: false, cancellation_date: now, cancellation_reason: reason,
              closing_date: now, data_payments: [], sync_state: 'pending',
            });
          }} />
      )}
      {modal?.kind === 'turn' && <TurnDialog db={db} catalogue={catalogue} turnApi={turnApi} onClose={() => setModal(null)} />}
      {modal?.kind === 'login' && (
        <div className="pos-dialog-backdrop"><LoginScreen onDone={() => setModal(null)} /></div>
      )}
      {modal?.kind === 'receipt' && (
        <Suspense fallback={null}>
          <ReceiptDialog order={modal.order} installation={installation} onClose={() => setModal(null)}
            employeeName={(id) => catalogue.employees.find((e) => e.id === id)?.name} />
        </Suspense>
      )}
    </div>
  );
}
