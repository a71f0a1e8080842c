import { Box, Paper, Typography } from '@mui/material';
import LockPerson from '@mui/icons-material/LockPerson';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';

/** The frame of the public pages (login, recover, register): a centered card on a tinted background. */
export function PublicShell({ title, subtitle, children, width = 420 }: { title: string; subtitle?: string; children: ReactNode; width?: number }) {
  const t = useTranslate();
  return (
    <Box
      sx={{
        minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2,
        background: (th) => `linear-gradient(135deg, ${th.palette.primary.dark} 0%, ${th.palette.primary.main} 55%, ${th.palette.secondary.main} 130%)`,
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'primary.main' }}>
          <LockPerson />
          <Typography variant="subtitle2" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>{t('app.name')}</Typography>
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{title}</Typography>
        {subtitle && <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>{subtitle}</Typography>}
        <Box sx={{ mt: subtitle ? 0 : 2 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
