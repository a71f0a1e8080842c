import { bmvbhashEven } from 'blockhash-core';
import sharp from 'sharp';

/**
 * The perceptual hash of a receipt image (DESIGN.md "duplicate images": sharp decodes and resizes, blockhash
 * hashes): 256 bits in hex that stay almost the same when the image is re-encoded (JPEG quality 70 moves 2 bits
 * of a test receipt) or resized (to half: 4 bits; both: 6), and differ in about a quarter of the bits between
 * two different receipts (55 of 256 in the test's pair).
 *
 * Known limit: two receipts of one app's template that differ only in a few digits hash alike (the hash sees
 * the layout, not the digits). A match therefore only flags the report for a person to look at, never refuses it.
 */

/** Hash size: 16 × 16 blocks = 256 bits. */
const BLOCKS = 16;
/** Every receipt is read at this size first, so the blocks are even and a resized copy reads the same. */
const SIDE = 256;

/**
 * Two receipts whose hashes differ in at most this many bits (of 256, about 5 %) are taken for the same image:
 * twice the distance a re-encoded and halved copy moves, a fifth of what two different receipts differ in.
 */
export const SAME_IMAGE_MAX_DISTANCE = 12;

/** An image smaller than this on either side carries no readable receipt (e.g. a 1 × 1 placeholder): not compared. */
export const MIN_COMPARABLE_SIDE = 32;

/** The hash of a receipt sent as a data URL, or null when it cannot be read or is too small to compare. */
export async function receiptHash(dataUrl: string): Promise<string | null> {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) return null;
  try {
    const input = Buffer.from(dataUrl.slice(comma + 1), 'base64');
    // a receipt is a phone screenshot or photo: 40 megapixels is far above any, and keeps a decompression bomb out
    const image = sharp(input, { limitInputPixels: 40_000_000, animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height || meta.width < MIN_COMPARABLE_SIDE || meta.height < MIN_COMPARABLE_SIDE) return null;
    const { data, info } = await image.rotate().flatten({ background: '#ffffff' }).resize(SIDE, SIDE, { fit: 'fill' })
      .ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return bmvbhashEven({ width: info.width, height: info.height, data }, BLOCKS);
  } catch {
    // the upload rules already checked it is an image data URL; one sharp cannot decode is simply not compared
    return null;
  }
}

const BITS_IN_NIBBLE = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** How many bits two hashes of the same length differ in (hex strings); Infinity when they cannot be compared. */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let distance = 0;
  for (let i = 0; i < a.length; i++) distance += BITS_IN_NIBBLE[parseInt(a[i], 16) ^ parseInt(b[i], 16)];
  return distance;
}
