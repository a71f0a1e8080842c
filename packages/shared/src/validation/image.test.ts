import { describe, expect, it } from 'vitest';
import { IMAGE_PREVIEW_WIDTH, IMAGE_SIZES, isImageFile, scaledSize } from './image.ts';

describe('isImageFile', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['IMAGE/GIF', true],
    ['image/svg+xml', false],
    ['application/pdf', false],
    ['video/mp4', false],
    ['text/plain', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (mime, ok) => {
    expect(isImageFile(mime)).toBe(ok);
  });
});

describe('scaledSize', () => {
  it.each([
    [2048, 1536, 1024, { width: 1024, height: 768 }],
    [1024, 768, 512, { width: 512, height: 384 }],
    [1000, 333, 512, { width: 512, height: 170 }],
    [400, 300, 512, { width: 400, height: 300 }],
    [512, 100, 512, { width: 512, height: 100 }],
    [10000, 1, 512, { width: 512, height: 1 }],
  ])('%i×%i within %i → %j', (w, h, max, size) => {
    expect(scaledSize(w, h, max)).toEqual(size);
  });

  it.each([
    [0, 100, 512],
    [100, -1, 512],
    [100, 100, 0],
    [NaN, 100, 512],
  ])('rejects %d×%d within %d', (w, h, max) => {
    expect(() => scaledSize(w, h, max)).toThrow(RangeError);
  });
});

describe('image constants', () => {
  it('match spec §9', () => {
    expect(IMAGE_SIZES).toEqual({ small: { maxWidth: 512, quality: 0.9 }, large: { maxWidth: 1024, quality: 1 } });
    expect(IMAGE_PREVIEW_WIDTH).toBe(164);
  });
});
