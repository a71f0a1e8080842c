import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface FigureCardProps {
  /** data-testid suffix: `figure-<id>` on the card, `figure-<id>-value` on the number. */
  id: string;
  label: string;
  value: string;
  /** A line under the value (e.g. how many orders make the amount). */
  caption?: string;
  icon?: ReactNode;
  /** The filtered list showing what the figure counts; the whole card opens it. */
  to?: string;
  /** Draws attention (something waits for the viewer). */
  tone?: 'default' | 'warning' | 'error';
}

/** One figure of the dashboard: a label, a big value and, when it counts rows of a list, a link to that list. */
export function FigureCard({ id, label, value, caption, icon, to, tone = 'default' }: FigureCardProps) {
  const content = (
    <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      {icon && <Box sx={{ color: tone === 'default' ? 'primary.main' : `${tone}.main`, display: 'flex', mt: 0.25 }}>{icon}</Box>}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: tone === 'default' ? 'text.primary' : `${tone}.dark` }} data-testid={`figure-${id}-value`}>
          {value}
        </Typography>
        {caption && <Typography variant="caption" color="text.secondary">{caption}</Typography>}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid={`figure-${id}`} sx={{ height: '100%', borderColor: tone === 'default' ? undefined : `${tone}.light` }}>
      {to ? <CardActionArea component={Link} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>{content}</CardActionArea> : content}
    </Card>
  );
}

/** Cards in a grid on a desktop, one column on a phone. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}

/** A titled block of the dashboard. */
export function DashboardSection({ title, subtitle, action, children, testId }: { title: string; subtitle?: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          {subtitle && <Typography variant="body2" color="text.secondary">{subtitle}</Typography>}
        </Box>
        {action}
      </Box>
      {children}
    </Box>
  );
}
