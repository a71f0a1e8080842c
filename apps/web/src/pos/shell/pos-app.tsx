import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../../session.ts';
import { currentInstallation } from '../db/install-catalogues.ts';
import { posDb } from '../db/pos-db.ts';
import type { PosInstallation } from '../pos-model.ts';
import SaleScreen from '../sale/sale-screen.tsx';
import InstallScreen from './install-screen.tsx';
import LoginScreen from './login-screen.tsx';

/** Spec §9: the local database is polled every 250 ms until it answers (another tab may be upgrading it). */
const DB_POLL_MS = 250;

async function waitForInstallation(): Promise<PosInstallation | null> {
  for (;;) {
    try {
      return (await currentInstallation(posDb())) ?? null;
    } catch (err) {
      if ((err as Error)?.name !== 'DatabaseClosedError' && (err as Error)?.name !== 'OpenFailedError') throw err;
      await new Promise((r) => setTimeout(r, DB_POLL_MS));
    }
  }
}

/**
 * /pos: sign in (the app's own login and session), install a branch once, then sell. An installed till opens
 * straight to the sale, with or without network or session (signing in again is needed only to sync).
 */
export default function PosApp() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const [installation, setInstallation] = useState<PosInstallation | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    waitForInstallation().then(setInstallation, (err: Error) => setError(`No se pudo abrir la base local: ${err.message}`));
  }, []);
  useEffect(reload, [reload]);

  if (error) return <div className="pos"><p className="pos-center pos-error">{error}</p></div>;
  if (installation === undefined) return <div className="pos"><p className="pos-center">Cargando punto de venta…</p></div>;
  if (installation) return <SaleScreen installation={installation} onInstallationChange={setInstallation} signedIn={Boolean(session)} />;
  if (!session) return <LoginScreen />;
  return <InstallScreen onInstalled={setInstallation} />;
}
