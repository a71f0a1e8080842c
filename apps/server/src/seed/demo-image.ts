import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
export interface Box { x: number; y: number; w: number; h: number; color: Rgb }

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG drawn from filled boxes, as a data URL: the demo's "screenshots" attached to support responses, so
 * the thread shows real thumbnails without shipping image files. Later boxes paint over earlier ones.
 */
export function boxesPng(width: number, height: number, background: Rgb, boxes: readonly Box[]): string {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      let color = background;
      for (const b of boxes) if (x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h) color = b.color;
      raw.set(color, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const DARK: Rgb = [20, 20, 20];
const WHITE: Rgb = [245, 245, 245];
const GREY: Rgb = [120, 120, 120];

/** A streaming app's error screen: dark page, a dialog with a red icon and two lines of text. */
export const errorScreenshot = () => boxesPng(320, 200, DARK, [
  { x: 0, y: 0, w: 320, h: 24, color: [178, 7, 16] },
  { x: 60, y: 60, w: 200, h: 90, color: [48, 48, 48] },
  { x: 75, y: 78, w: 22, h: 22, color: [229, 57, 53] },
  { x: 108, y: 80, w: 130, h: 8, color: WHITE },
  { x: 108, y: 94, w: 100, h: 6, color: GREY },
  { x: 75, y: 120, w: 70, h: 18, color: [229, 57, 53] },
]);

/** A login form with a code field: the "verification code" screen a client sends its seller. */
export const codeScreenshot = () => boxesPng(320, 200, [236, 239, 241], [
  { x: 0, y: 0, w: 320, h: 28, color: [21, 101, 192] },
  { x: 70, y: 50, w: 180, h: 120, color: [255, 255, 255] },
  { x: 90, y: 68, w: 140, h: 10, color: [60, 60, 60] },
  { x: 90, y: 92, w: 30, h: 26, color: [207, 216, 220] },
  { x: 125, y: 92, w: 30, h: 26, color: [207, 216, 220] },
  { x: 160, y: 92, w: 30, h: 26, color: [207, 216, 220] },
  { x: 195, y: 92, w: 30, h: 26, color: [207, 216, 220] },
  { x: 90, y: 134, w: 140, h: 22, color: [21, 101, 192] },
]);

/** The seller's answer: a settings page with a highlighted option. */
export const settingsScreenshot = () => boxesPng(320, 200, [250, 250, 250], [
  { x: 0, y: 0, w: 320, h: 28, color: [46, 125, 50] },
  { x: 20, y: 44, w: 280, h: 26, color: [232, 245, 233] },
  { x: 20, y: 78, w: 280, h: 26, color: [255, 236, 179] },
  { x: 30, y: 86, w: 150, h: 10, color: [93, 64, 55] },
  { x: 20, y: 112, w: 280, h: 26, color: [232, 245, 233] },
  { x: 20, y: 146, w: 280, h: 26, color: [232, 245, 233] },
]);
