import { Box, Button, GlobalStyles, Typography } from '@mui/material';
import Print from '@mui/icons-material/Print';
import { formatDate, formatMoney } from '@app/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { redeemLink, type CardCode } from './api.ts';

export type { CardCode };

/** One card as it is printed and cut (a business-card size, 85 × 54 mm), also shown on screen. */
export function CodeCard({ card }: { card: CardCode }) {
  const t = useTranslate();
  const company = useSession()?.company?.name;
  return (
    <Box
      data-testid="code-card"
      sx={{
        width: '85mm', maxWidth: '100%', minHeight: '54mm', boxSizing: 'border-box', p: '4mm', border: '1px dashed #9e9e9e',
        borderRadius: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', bgcolor: '#fff', color: '#111',
        breakInside: 'avoid',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>{company ?? t('redeemable.card.title')}</Typography>
        <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{formatMoney(card.value, { decimals: 0 })}</Typography>
      </Box>
      <Typography variant="caption" color="inherit">{t('redeemable.card.title')}</Typography>
      <Typography sx={{ fontFamily: 'monospace', fontSize: 17, fontWeight: 700, letterSpacing: 1, wordBreak: 'break-all', my: 0.5 }}>{card.code}</Typography>
      <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.3 }}>
        {t('redeemable.card.expires', { date: formatDate(card.expires_at) })} · {t('redeemable.card.once')}
      </Typography>
      <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.3, wordBreak: 'break-all' }}>{t('redeemable.card.how', { link: redeemLink() })}</Typography>
    </Box>
  );
}

/** The cards laid out to cut, several per page. */
export function CodeCardGrid({ cards }: { cards: CardCode[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '4mm' }}>
      {cards.map((c) => <CodeCard key={c.id} card={c} />)}
    </Box>
  );
}

const PRINT_ROOT = 'redeemable-print-root';

/**
 * "Imprimir tarjetas": the given cards are put in a layer of their own and the browser's print dialog opens; while
 * printing, only that layer is on the page (print styles), so the sheet holds the cards and nothing of the app.
 */
export function PrintCardsButton({ cards, label, testId = 'print-cards' }: { cards: CardCode[]; label?: string; testId?: string }) {
  const t = useTranslate();
  const [printing, setPrinting] = useState<CardCode[] | null>(null);
  useEffect(() => {
    if (!printing) return undefined;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    // after the layer is painted
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<Print />} disabled={!cards.length} onClick={() => setPrinting(cards)} data-testid={testId}>
        {label ?? t('redeemable.print')}
      </Button>
      {printing && createPortal(
        <div className={PRINT_ROOT}>
          <GlobalStyles styles={{
            [`.${PRINT_ROOT}`]: { display: 'none' },
            '@media print': {
              'body > *': { display: 'none !important' },
              [`body > .${PRINT_ROOT}`]: { display: 'block !important', padding: '8mm' },
            },
          }} />
          <CodeCardGrid cards={printing} />
        </div>,
        document.body,
      )}
    </>
  );
}
