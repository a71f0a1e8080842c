import { Box, Typography } from '@mui/material';
import type { TermsBlock } from '@app/shared';

/** Spec §3 terms document: title, subtitle, sentence, paragraph and text-bullets blocks. */
export function TermsBlocks({ blocks }: { blocks: readonly TermsBlock[] }) {
  return (
    <Box sx={{ '& > *': { mb: 1.5 } }}>
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'title':
            return <Typography key={i} variant="h6" component="h2">{b.value}</Typography>;
          case 'subtitle':
            return <Typography key={i} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{b.value}</Typography>;
          case 'sentence':
            return <Typography key={i} variant="body2" sx={{ fontWeight: 500 }}>{b.value}</Typography>;
          case 'paragraph':
            return <Typography key={i} variant="body2" sx={{ textAlign: 'justify' }}>{b.value}</Typography>;
          case 'text-bullets':
            return (
              <Box key={i} component="ol" start={b.value.start ?? 1} sx={{ pl: 3, my: 0 }}>
                {b.value.text.map((line, j) => <Typography key={j} component="li" variant="body2">{line}</Typography>)}
              </Box>
            );
          default:
            return null;
        }
      })}
    </Box>
  );
}
