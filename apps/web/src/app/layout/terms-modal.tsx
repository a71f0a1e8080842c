import {
  Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { updateProfile } from '../../session.ts';
import { useSession } from '../../lib/use-session.ts';
import { TermsBlocks } from './terms-blocks.tsx';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { acceptTerms, useTerms } from '../../api/shared-queries.ts';

/**
 * Spec §2/§4: shown while the profile's accept_terms is false; accept is enabled only once
 * "He leído y acepto" is ticked, and accepting sets accept_terms true locally.
 */
export function TermsModal() {
  const session = useSession();
  const t = useTranslate();
  const open = !!session && !session.profile.accept_terms;
  const [checked, setChecked] = useState(false);
  const { busy, run } = useActionSubmit();
  const { data, isPending } = useTerms(open);

  const accept = async () => {
    await run(async () => {
      await acceptTerms();
      updateProfile({ accept_terms: true });
    });
  };

  return (
    <Dialog open={open} fullWidth maxWidth="md" scroll="paper" aria-labelledby="terms-title" data-testid="terms-modal">
      <DialogTitle id="terms-title">{t('terms.title')}</DialogTitle>
      {/* focusable, so a keyboard reaches the terms' scroll where they overflow (a phone): axe scrollable-region-focusable */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="terms-title">
        {isPending ? <CircularProgress /> : <TermsBlocks blocks={data?.item?.blocks ?? []} />}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3 }}>
        <FormControlLabel
          control={<Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} data-testid="terms-check" />}
          label={t('terms.accept_check')}
        />
        <Button variant="contained" onClick={accept} disabled={!checked || busy} data-testid="terms-accept">
          {t('terms.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
