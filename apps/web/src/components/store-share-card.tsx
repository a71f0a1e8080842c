import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import Storefront from '@mui/icons-material/Storefront';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { CopyButton } from './copy-button.tsx';
import { publicBaseUrl } from '../lib/public-url.ts';

/** The public address of a seller's store (spec §2 `/store/{codeuser}`) on this site. */
export function storeLink(codeuser: string, origin = publicBaseUrl()): string {
  return `${origin}/store/${encodeURIComponent(codeuser)}`;
}

/**
 * A seller shares its store: the link, a copy button and a QR code to print or send, so buyers reach it from a phone. Shown on
 * the seller's profile and dashboard; renders nothing for users without a seller code.
 */
export function StoreShareCard({ codeuser }: { codeuser: string | null | undefined }) {
  const [qr, setQr] = useState<string | null>(null);
  const link = codeuser ? storeLink(codeuser) : '';
  useEffect(() => {
    if (!link) return undefined;
    let live = true;
    // the QR is drawn in the browser: the link never leaves the page to build it
    toDataURL(link, { width: 200, margin: 1, errorCorrectionLevel: 'M' }).then((url) => live && setQr(url), () => live && setQr(null));
    return () => {
      live = false;
    };
  }, [link]);
  if (!codeuser) return null;
  return (
    <Card data-testid="store-share-card">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Storefront color="primary" />
          <Typography variant="h6" component="h2">Mi tienda</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Comparte este enlace o el código QR: tus clientes ven tus productos con tus precios y compran desde el celular.
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2" component="a" href={link} target="_blank" rel="noopener noreferrer" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="store-share-link">
            {link}
          </Typography>
          <CopyButton text={link} label="Copiar enlace" testId="store-share-copy" />
        </Box>
        {qr && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <img src={qr} alt={`Código QR de la tienda ${codeuser}`} width={160} height={160} data-testid="store-share-qr" />
            <Button size="small" variant="outlined" startIcon={<Download />} href={qr} download={`tienda-${codeuser}.png`}>
              Descargar QR
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
