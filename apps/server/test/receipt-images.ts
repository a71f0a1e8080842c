import sharp from 'sharp';

/**
 * Receipt-like images made on the spot (a banner, an amount, a reference, a block and a footer), so the duplicate
 * tests compare real encoded images: the same receipt re-encoded or resized, and a receipt of another layout.
 */
function svg(layout: 0 | 1, amount: string, reference: string): Buffer {
  const banner = layout === 0 ? '#6a1b9a' : '#2e7d32';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
  <rect width="600" height="900" fill="#ffffff"/>
  <rect width="600" height="${110 + layout * 30}" fill="${banner}"/>
  <text x="40" y="70" font-size="40" fill="#ffffff" font-family="sans-serif">${layout === 0 ? 'Nequi' : 'Bancolombia'}</text>
  <text x="40" y="${250 + layout * 80}" font-size="64" font-family="sans-serif">${amount}</text>
  <text x="40" y="400" font-size="28" font-family="sans-serif">Referencia ${reference}</text>
  <rect x="${40 + layout * 200}" y="500" width="${300 - layout * 100}" height="200" fill="#222222"/>
  <text x="40" y="800" font-size="24" font-family="sans-serif">Transferencia exitosa</text>
</svg>`);
}

const dataUrl = (mime: string, buffer: Buffer) => `data:${mime};base64,${buffer.toString('base64')}`;

/** A receipt as a PNG data URL, and the same receipt as JPEG quality 70, at half its size, and both. */
export async function receiptVariants(layout: 0 | 1, amount: string, reference: string) {
  const png = await sharp(svg(layout, amount, reference)).png().toBuffer();
  return {
    png: dataUrl('image/png', png),
    jpeg70: dataUrl('image/jpeg', await sharp(png).jpeg({ quality: 70 }).toBuffer()),
    half: dataUrl('image/png', await sharp(png).resize(300).png().toBuffer()),
    halfJpeg70: dataUrl('image/jpeg', await sharp(png).resize(300).jpeg({ quality: 70 }).toBuffer()),
  };
}
