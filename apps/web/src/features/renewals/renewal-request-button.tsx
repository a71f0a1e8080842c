import Autorenew from '@mui/icons-material/Autorenew';
import { IconButton, Tooltip } from '@mui/material';
import { OWNED_PROFILE_STATES } from '@app/shared';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { requestRenewal } from './api.ts';

/**
 * "Renovar antes de tiempo" on a bought unit (DOMAIN.md "Early renewal approval": the buyer, or its ancestor, asks
 * for the renewal early): before the notice window the ticket waits *Por aprobar* for staff, nothing charged;
 * inside it, the ticket to renew. Shows the ticket, with its state. Asking again shows the ticket already waiting.
 */
export function RenewalRequestButton({ profileId, state }: { profileId: number; state: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { busy, run } = useActionSubmit();
  if (!(OWNED_PROFILE_STATES as readonly string[]).includes(state)) return null;
  const request = async () => {
    await run(async () => {
      const res = await requestRenewal(profileId);
      notify(res.msg, { type: 'success' });
      navigate(`/admin/renovation-ticket/${res.item.id}`);
    });
  };
  return (
    <Tooltip title="Solicitar renovación">
      <span>
        <IconButton size="small" onClick={request} disabled={busy} aria-label="Solicitar renovación" data-testid="request-renewal">
          <Autorenew fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
