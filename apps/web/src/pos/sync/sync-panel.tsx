import { money } from '../sale/money.ts';
import type { SyncState } from './use-sync.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit' }) : '');

/**
 * What has not reached the server: a count while it waits, and for each refused order which one it is and the
 * server's reason (it stays here, on this device, until it goes through).
 */
export default function SyncPanel({ sync, online, signedIn }: { sync: SyncState; online: boolean; signedIn: boolean }) {
  const failed = sync.pending.filter((o) => o.sync_state === 'failed');
  if (!sync.pending.length) return <p className="pos-note" style={{ margin: '8px 12px 0' }} data-testid="pos-sync" data-pending="0">Todos los pedidos están sincronizados.</p>;
  return (
    <div style={{ margin: '8px 12px 0', display: 'grid', gap: 6 }} data-testid="pos-sync" data-pending={sync.pending.length}>
      <div className="pos-row" style={{ alignItems: 'center' }}>
        <span className="pos-note" style={{ flex: '1 1 auto' }}>
          {sync.pending.length} {sync.pending.length === 1 ? 'pedido pendiente' : 'pedidos pendientes'} de sincronizar
          {!online ? ' (sin conexión: se envían cuando vuelva la red)' : !signedIn ? ' (ingresa para enviarlos)' : ''}
        </span>
        <button type="button" style={{ flex: '0 0 auto' }} disabled={!online || !signedIn || sync.syncing} onClick={() => void sync.syncNow()} data-testid="pos-sync-now">
          {sync.syncing ? 'Sincronizando…' : 'Sincronizar ahora'}
        </button>
      </div>
      {failed.map((o) => (
        <p key={o.local_reference} className="pos-error" data-testid="pos-sync-failed">
          Pedido {o.local_reference.slice(-6).toUpperCase()} de las {when(o.closing_date)} ({money(o.total_amount)}): {o.sync_error}
        </p>
      ))}
    </div>
  );
}
