import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { DuplicateComparison } from './duplicate-comparison.tsx';

/** On a flagged top-up's screen (staff only see the flag): opens both reports side by side. */
export function compareButtonFor(resource: string) {
  return function CompareButton() {
    const record = useRecordContext();
    const t = useTranslate();
    const [open, setOpen] = useState(false);
    if (!record?.suspected_duplicate_of) return null;
    return (
      <>
        <Button label="Posible duplicado" color="warning" onClick={() => setOpen(true)} data-testid="duplicate-compare"><ContentCopy /></Button>
        {open && (
          <Dialog open onClose={() => setOpen(false)} aria-labelledby="compare-title" maxWidth="md" fullWidth>
            <DialogTitle id="compare-title">Comparar con la consignación {String(record.suspected_duplicate_of)}</DialogTitle>
            <DialogContent><DuplicateComparison resource={resource} record={record} /></DialogContent>
            <DialogActions><MuiButton onClick={() => setOpen(false)}>{t('app.close')}</MuiButton></DialogActions>
          </Dialog>
        )}
      </>
    );
  };
}
