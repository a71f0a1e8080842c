import { toCents } from '@app/shared/money/convert';
import { useEffect, useState } from 'react';
import type { PosDb } from '../db/pos-db.ts';
import type { Catalogue } from '../sale/catalogue.ts';
import { money } from '../sale/money.ts';
import Dialog from '../shell/dialog.tsx';
import { turnTotals, type TurnTotal } from './turn-totals.ts';
import type { TurnApi } from './use-turn.ts';

const toCentsOrZero = (text: string) => {
  const n = Number(text.trim().replace(/\./g, '').replace(',', '.') || '0');
  return Number.isFinite(n) && n >= 0 ? toCents(n) : null;
};

/** Opens the till's turn (register, cashier, cash base) or closes it showing its takings per payment method. */
export default function TurnDialog({ db, catalogue, turnApi, onClose }: { db: PosDb; catalogue: Catalogue; turnApi: TurnApi; onClose: () => void }) {
  const { turn } = turnApi;
  const [register, setRegister] = useState<number | ''>(catalogue.cashRegisters[0]?.id ?? '');
  const cashiers = catalogue.employees.filter((e) => e.role === 'cashier');
  const [cashier, setCashier] = useState<number | ''>(cashiers[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [summary, setSummary] = useState<{ totals: TurnTotal[]; total: number; orders: number } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!turn) return;
    db.orders.where('turn_local_reference').equals(turn.local_reference).toArray().then((orders) => {
      setSummary({ ...turnTotals(orders), orders: orders.filter((o) => o.order_status !== 'open').length });
    });
  }, [db, turn]);

  const cents = toCentsOrZero(amount);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  if (!turn) {
    return (
      <Dialog title="Abrir turno de caja" onClose={onClose} testId="pos-turn-dialog">
        <label>Caja
          <select value={register} onChange={(e) => setRegister(e.target.value ? Number(e.target.value) : '')}>
            {catalogue.cashRegisters.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </label>
        <label>Cajero
          <select value={cashier} onChange={(e) => setCashier(e.target.value ? Number(e.target.value) : '')}>
            <option value="">Sin cajero</option>
            {cashiers.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </label>
        <label>Base de caja<input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="0" data-testid="pos-turn-base" /></label>
        {cents === null && <p className="pos-error">Escribe un valor numérico.</p>}
        <footer>
          <button type="button" onClick={onClose}>Volver</button>
          <button type="button" className="primary" disabled={busy || register === '' || cents === null} data-testid="pos-turn-open"
            onClick={() => run(() => turnApi.openTurn({ cashRegisterId: Number(register), cashierId: cashier === '' ? null : cashier, openingAmount: cents ?? 0 }))}>
            Abrir turno
          </button>
        </footer>
      </Dialog>
    );
  }
  return (
    <Dialog title="Cerrar turno de caja" onClose={onClose} testId="pos-turn-dialog">
      <p className="pos-note">
        {catalogue.cashRegisters.find((r) => r.id === turn.bill_cash_register_id)?.name ?? 'Caja'} · abierto el {new Date(turn.opening_date).toLocaleString('es-CO')} · base {money(turn.opening_amount)}
      </p>
      {!summary ? <p className="pos-note">Calculando los totales del turno…</p> : (
        <table className="pos-table" data-testid="pos-turn-totals">
          <thead><tr><th>Medio de pago</th><th>Pedidos</th><th>Valor</th></tr></thead>
          <tbody>
            {summary.totals.map((t) => <tr key={t.payment_method_id}><td>{t.name}</td><td>{t.orders}</td><td>{money(t.amount)}</td></tr>)}
            <tr><th>Total</th><th>{summary.orders}</th><th data-testid="pos-turn-total">{money(summary.total)}</th></tr>
          </tbody>
        </table>
      )}
      <label>Efectivo contado<input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="0" /></label>
      <footer>
        <button type="button" onClick={onClose}>Volver</button>
        <button type="button" className="danger" disabled={busy || cents === null} onClick={() => run(() => turnApi.closeTurn(cents ?? 0))} data-testid="pos-turn-close">
          Cerrar turno
        </button>
      </footer>
    </Dialog>
  );
}
