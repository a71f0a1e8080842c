import { useEffect, useState } from 'react';
import { clearSession } from '../../session.ts';
import { installSubsidiary } from '../db/install-catalogues.ts';
import { fetchSubsidiaries, type PosSubsidiaryOption } from '../pos-api.ts';
import type { PosInstallation } from '../pos-model.ts';

/** Picks the branch this till sells for, once: its catalogues go into the browser's database (posv1). */
export default function InstallScreen({ onInstalled }: { onInstalled: (i: PosInstallation) => void }) {
  const [branches, setBranches] = useState<PosSubsidiaryOption[] | null>(null);
  const [chosen, setChosen] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchSubsidiaries().then((items) => {
      setBranches(items);
      if (items.length === 1) setChosen(items[0]!.id);
    }, (err: Error) => setError(err.message));
  }, []);

  const install = async () => {
    if (chosen === '') return;
    setBusy(true);
    setError(null);
    try {
      onInstalled(await installSubsidiary(chosen));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <div className="pos">
      <div className="pos-center" data-testid="pos-install">
        <h2>Instalar sede</h2>
        <p className="pos-note">Elige la sede de esta caja. Sus catálogos se guardan en este navegador para vender sin conexión.</p>
        {branches === null && !error && <p>Cargando sedes…</p>}
        {branches?.length === 0 && <p className="pos-error">No tienes sedes asignadas. Pide a un administrador que te asigne una.</p>}
        {branches && branches.length > 0 && (
          <label>Sede
            <select value={chosen} onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : '')} data-testid="pos-install-branch">
              <option value="">Selecciona una sede</option>
              {branches.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
            </select>
          </label>
        )}
        {error && <p className="pos-error" role="alert">{error}</p>}
        <button type="button" className="primary" disabled={busy || chosen === ''} onClick={install} data-testid="pos-install-submit">
          {busy ? 'Instalando…' : 'Instalar'}
        </button>
        <button type="button" onClick={() => clearSession()}>Cerrar sesión</button>
      </div>
    </div>
  );
}
