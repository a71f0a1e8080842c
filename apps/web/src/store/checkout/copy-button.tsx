import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';

/** Copies one value (a login, a password, the whole message) and says so; `text` shows the label as a button. */
export function CopyButton({ value, label, text }: { value: string; label: string; text?: boolean }) {
  const [done, setDone] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setDone(true);
      setTimeout(() => setDone(false), 1500);
    } catch {
      // no clipboard (plain http on some browsers): the value stays on screen to copy by hand
    }
  };
  if (text) {
    return <Button size="small" startIcon={<ContentCopy fontSize="inherit" />} onClick={copy}>{done ? 'Copiado' : label}</Button>;
  }
  return (
    <Tooltip title={done ? 'Copiado' : label}>
      <IconButton size="small" onClick={copy} aria-label={label}>
        <ContentCopy fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
