import { toCents } from '@app/shared/money/convert';
import { useState } from 'react';
import type { PosLocalOrder, PosPaymentMethod } from '../pos-model.ts';
import Dialog from '../shell/dialog.tsx';
import { money } from './money.ts';

type Payment = PosLocalOrder['data_payments'][number];

const pesosToCents = (text: string): number | null => {
  const clean = text.trim().replace(/\./g, '').replace(',', '.');
  if (!clean) return 0;
  const n = Number(clean);
  return Number.isFinite(n) && n >= 0 ? toCents(n) : null;
};

/**
 * Payment: one or more methods whose amounts cover the total; the cash the customer hands over may exceed it and
 * the change is shown. Paying closes the order.
 */
export default function PayDialog({ order, methods, onPaid, onClose }: {
  order: PosLocalOrder;
  methods: PosPaymentMethod[];
  onPaid: (payments: Payment[]) => void;
  onClose: () => void;
}) {
  const [amounts, setAmounts] = useState<Record<number, string>>(() => (methods[0] ? { [methods[0].id]: String(order.total_amount / 100) } : {}));
  const parsed = methods.map((m) => ({ method: m, cents: pesosToCents(amounts[m.id] ?? '') }));
  const invalid = parsed.some((p) => p.cents === null);
  const given = parsed.reduce((n, p) => n + (p.cents ?? 0), 0);
  const change = given - order.total_amount;

  const pay = () => {
    // what the till keeps per method: the change comes back out of the first method that covers it
    let rest = order.total_amount;
    const payments: Payment[] = [];
    for (const p of parsed) {
      const take = Math.min(p.cents ?? 0, rest);
      if (take > 0) payments.push({ payment_method_id: p.method.id, name: p.method.name, amount: take });
      rest -= take;
    }
    if (!payments.length && methods[0]) payments.push({ payment_method_id: methods[0].id, name: methods[0].name, amount: 0 });
    onPaid(payments);
  };

  return (
    <Dialog title={`Cobrar ${money(order.total_amount)}`} onClose={onClose} testId="pos-pay-dialog">
      {methods.length === 0 && <p className="pos-error">La sede no tiene medios de pago. Actualiza desde el servidor.</p>}
      {methods.map((m) => (
        <label key={m.id}>{m.name}
          <input inputMode="decimal" value={amounts[m.id] ?? ''} placeholder="0" onChange={(e) => setAmounts((a) => ({ ...a, [m.id]: e.target.value }))} data-testid={`pos-pay-${m.id}`} />
        </label>
      ))}
      <div className="pos-totals">
        <span>Recibido</span><span>{money(given)}</span>
        <span>{change >= 0 ? 'Cambio' : 'Falta'}</span><strong data-testid="pos-change">{money(Math.abs(change))}</strong>
      </div>
      {invalid && <p className="pos-error">Escribe valores numéricos.</p>}
      <footer>
        <button type="button" onClick={onClose}>Volver</button>
        <button type="button" className="success" disabled={invalid || change < 0 || !methods.length} onClick={pay} data-testid="pos-pay-confirm">
          Cobrar y cerrar
        </button>
      </footer>
    </Dialog>
  );
}
