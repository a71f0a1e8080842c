import { boxesPng, type Box } from './demo-image.ts';

type Rgb = readonly [number, number, number];
const BANDS: readonly Rgb[] = [[31, 78, 121], [200, 16, 46], [102, 0, 153], [237, 28, 36], [0, 122, 94]];

/**
 * The demo's receipt images: deposit slips drawn from boxes (bank band, reference, amount, lines of text, a stamp),
 * each number with its own layout. Every demo report goes through the duplicate check as a real one does, so two
 * reports share a slip only where the demo means to show a suspected duplicate: slips 0–15 differ from each other
 * in at least 27 of the hash's 256 bits, far above the 12 that flag a report.
 */
export function depositSlip(n: number): string {
  const band = BANDS[n % BANDS.length];
  const bandHeight = 20 + (n * 11) % 41;
  const lines = 2 + (n * 3) % 5;
  const stampX = n % 2 === 0 ? 110 : 14;
  const stampY = Math.floor(n / 2) % 2 === 0 ? 186 : bandHeight + 50;
  const boxes: Box[] = [
    { x: 0, y: 0, w: 180, h: bandHeight, color: band },
    { x: 14, y: bandHeight + 14, w: 60 + (n * 13) % 80, h: 8, color: [150, 150, 150] },
    { x: 14 + (n * 17) % 40, y: bandHeight + 32, w: 100, h: 14 + (n % 3) * 6, color: [40, 40, 40] },
    ...Array.from({ length: lines }, (_v, i): Box => ({
      x: 14, y: bandHeight + 64 + i * (12 + (n % 3) * 4), w: 150 - ((i + n) % 3) * 35, h: 6, color: [190, 190, 190],
    })),
    { x: stampX, y: stampY, w: 56, h: 40, color: band },
    { x: stampX + 8, y: stampY + 8, w: 40, h: 24, color: [255, 255, 255] },
  ];
  return boxesPng(180, 240, [255, 255, 255], boxes);
}
