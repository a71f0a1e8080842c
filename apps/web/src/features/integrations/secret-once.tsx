import { Alert, Box, Stack } from '@mui/material';
import { CopyButton } from '../../components/copy-button.tsx';

/** A secret the server shows once: in full, with a copy button, until the screen closes. */
export function SecretOnce({ text, secret, testId }: { text: string; secret: string; testId: string }) {
  return (
    <Alert severity="warning" data-testid={testId}>
      <Stack spacing={1}>
        <span>{text}</span>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box component="code" data-testid={`${testId}-value`} sx={{ fontFamily: 'monospace', wordBreak: 'break-all', bgcolor: 'action.hover', px: 1, py: 0.5, borderRadius: 1 }}>
            {secret}
          </Box>
          <CopyButton text={secret} variant="button" testId={`${testId}-copy`} />
        </Box>
      </Stack>
    </Alert>
  );
}
