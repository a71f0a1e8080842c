import { Chip } from '@mui/material';

// the theme's warning/success tones fail WCAG contrast with white text on a small chip: darker fixed tones instead
const TONES = { pending: '#8a4500', done: '#1b5e20' } as const;

/** "Pendiente de pago" / "Entregado" as a readable chip. */
export function StatusChip({ tone, label, small }: { tone: keyof typeof TONES; label: string; small?: boolean }) {
  return <Chip size={small ? 'small' : 'medium'} label={label} sx={{ bgcolor: TONES[tone], color: '#fff', fontWeight: 600, justifySelf: 'start' }} />;
}
