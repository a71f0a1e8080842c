import Autorenew from '@mui/icons-material/Autorenew';
import { Chip, IconButton, Tooltip } from '@mui/material';
import { OWNED_PROFILE_STATES, RENOVATION_TICKET_STATUSES } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { REQUESTED_RENEWALS_KEY, requestRenewal, useRequestedRenewals } from './api.ts';

/** States a unit's latest request shows beside its button (a closed or rejected one says nothing more). */
const SHOWN = ['to_be_approved', 'approved', 'to_be_renewed', 'open'];

/**
 * "Renovar antes de tiempo" on a bought unit (DOMAIN.md "Early renewal approval": the buyer, or its ancestor, asks
 * for the renewal early): before the notice window the ticket waits *Por aprobar* for staff, nothing charged;
 * inside it, the ticket to renew. Shows the ticket, with its state. Asking again shows the ticket already waiting.
 */
export function RenewalRequestButton({ profileId, state }: { profileId: number; state: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { busy, run } = useActionSubmit();
  const queryClient = useQueryClient();
  const { data: requested } = useRequestedRenewals();
  if (!(OWNED_PROFILE_STATES as readonly string[]).includes(state)) return null;
  const latest = requested?.find((r) => r.profile_id === profileId);
  const label = latest && SHOWN.includes(latest.renovation_ticket_status)
    ? RENOVATION_TICKET_STATUSES.find((s) => s.value === latest.renovation_ticket_status)?.label : undefined;
  const request = async () => {
    await run(async () => {
      const res = await requestRenewal(profileId);
      notify(res.msg, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: REQUESTED_RENEWALS_KEY });
      navigate(`/admin/renovation-ticket/${res.item.id}`);
    });
  };
  return (
    <>
    {label && latest && (
      <Chip size="small" label={label} component={Link} to={`/admin/renovation-ticket/${latest.id}`} clickable
        color={latest.renovation_ticket_status === 'approved' ? 'success' : 'default'} data-testid="renewal-request-state" />
    )}
    <Tooltip title="Solicitar renovación">
      <span>
        <IconButton size="small" onClick={request} disabled={busy} aria-label="Solicitar renovación" data-testid="request-renewal">
          <Autorenew fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
    </>
  );
}
