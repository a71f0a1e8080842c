import { useState } from 'react';
import Dialog from '../shell/dialog.tsx';

const REASONS = ['El cliente desistió', 'Error en el pedido', 'Producto agotado', 'Otro'];

/** Canceling an order asks why; the reason travels with the order to the server. */
export default function CancelDialog({ onCancel, onClose }: { onCancel: (reason: string) => void; onClose: () => void }) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const reason = choice === 'Otro' ? other.trim() : choice;
  return (
    <Dialog title="Anular pedido" onClose={onClose} testId="pos-cancel-dialog">
      <label>Motivo
        <select value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="pos-cancel-reason">
          <option value="">Selecciona el motivo</option>
          {REASONS.map((r) => <option key={r} value={r}>{r}</option>)}
        </select>
      </label>
      {choice === 'Otro' && <label>Describe el motivo<input value={other} onChange={(e) => setOther(e.target.value)} maxLength={500} /></label>}
      <footer>
        <button type="button" onClick={onClose}>Volver</button>
        <button type="button" className="danger" disabled={reason.length < 3} onClick={() => onCancel(reason)} data-testid="pos-cancel-confirm">Anular pedido</button>
      </footer>
    </Dialog>
  );
}
