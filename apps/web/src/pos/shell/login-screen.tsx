import { useState, type FormEvent } from 'react';
import { posLogin } from '../pos-api.ts';

/** Sign-in with the app's own login call; the session lands in the same storage the back office reads. */
export default function LoginScreen({ onDone }: { onDone?: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await posLogin(username.trim(), password);
      onDone?.();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pos">
      <form className="pos-center" onSubmit={submit} data-testid="pos-login">
        <h2>Punto de venta</h2>
        <p className="pos-note">Ingresa con tu usuario de cajero.</p>
        <label>Usuario<input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required /></label>
        <label>Contraseña<input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required /></label>
        {error && <p className="pos-error" role="alert">{error}</p>}
        <button type="submit" className="primary" disabled={busy}>{busy ? 'Ingresando…' : 'Ingresar'}</button>
      </form>
    </div>
  );
}
