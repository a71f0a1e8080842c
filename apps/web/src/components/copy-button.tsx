import { IconButton, Tooltip, Button } from '@mui/material';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { showError } from './dialogs/dialog-bus.ts';

/**
 * Puts `text` on the clipboard. The async Clipboard API needs a secure context (https or localhost): elsewhere
 * a hidden textarea and execCommand do the same job.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy');
  } finally {
    area.remove();
  }
}

/**
 * A copy button that confirms for a moment ("Copiado") what it put on the clipboard. `text` may be a function: a
 * masked credential is revealed (one recorded view) when copied, not before.
 */
export function CopyButton({ text, label, testId, variant = 'icon' }: {
  text: string | (() => Promise<string>);
  /** Tooltip of the icon, or the text of the button. */
  label?: string;
  testId?: string;
  variant?: 'icon' | 'button';
}) {
  const t = useTranslate();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => setDone(false), 1800);
    return () => clearTimeout(timer);
  }, [done]);
  const copy = async (e: React.MouseEvent) => {
    e.stopPropagation();
    try {
      await copyText(typeof text === 'string' ? text : await text());
      setDone(true);
    } catch {
      showError(t('money.copy_failed'));
    }
  };
  const title = done ? t('money.copied') : (label ?? t('money.copy'));
  if (variant === 'button') {
    return (
      <Button size="small" variant="outlined" onClick={copy} startIcon={done ? <Check /> : <ContentCopy />} data-testid={testId}>
        {title}
      </Button>
    );
  }
  return (
    <Tooltip title={title}>
      <IconButton size="small" onClick={copy} aria-label={title} data-testid={testId} color={done ? 'success' : 'default'}>
        {done ? <Check fontSize="small" /> : <ContentCopy fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
