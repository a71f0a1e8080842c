import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, Tooltip } from '@mui/material';
import { showError, errorMessage } from './dialogs/dialog-bus.ts';

/**
 * The eye beside a masked password or PIN: shows it (the screen asks the server, which records the view) or hides
 * it again. A refusal (a unit no longer reachable) is said in the error dialog.
 */
export function RevealButton({ shown, busy, onReveal, onHide, label }: {
  shown: boolean;
  busy: boolean;
  onReveal: () => Promise<unknown>;
  onHide: () => void;
  /** What it reveals, for the tooltip and screen readers (e.g. "Mostrar contraseña"). */
  label?: string;
}) {
  const title = shown ? 'Ocultar credenciales' : (label ?? 'Mostrar credenciales');
  const click = async (e: React.MouseEvent) => {
    e.stopPropagation();
    if (shown) return onHide();
    try {
      await onReveal();
    } catch (err) {
      showError(errorMessage(err));
    }
  };
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" onClick={click} disabled={busy} aria-label={title} data-testid={shown ? 'hide-credentials' : 'reveal-credentials'}>
          {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
