import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A centered message with one way back: the not-found and not-authorized pages. */
export function MessagePage({ icon, title, text, to, action }: { icon: ReactNode; title: string; text: string; to: string; action: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }} elevation={1}>
        <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 56 } }}>{icon}</Box>
        <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{text}</Typography>
        <Button component={Link} to={to} variant="contained">{action}</Button>
      </Paper>
    </Box>
  );
}
