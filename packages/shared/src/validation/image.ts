/** The two resize presets of spec §5/§9: the canvas output is JPEG at this quality, sent as base64. */
export const IMAGE_SIZES = {
  small: { maxWidth: 512, quality: 0.9 },
  large: { maxWidth: 1024, quality: 1 },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

/** Width of the preview shown next to an image field, in px. */
export const IMAGE_PREVIEW_WIDTH = 164;

export const IMAGE_MESSAGES = {
  type: 'Solo se permiten archivos de imagen',
} as const;

/** Whether a file's MIME type is an image we can resize (any image/* except SVG). */
export function isImageFile(mimeType: string | null | undefined): boolean {
  const type = (mimeType ?? '').trim().toLowerCase();
  // SVG is not a bitmap to scale and can carry script, so it is refused like any non-image
  return type.startsWith('image/') && !type.startsWith('image/svg');
}

/** Size after scaling down to maxWidth keeping the aspect ratio; narrower images are never enlarged. */
export function scaledSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  for (const [name, v] of [['width', width], ['height', height], ['maxWidth', maxWidth]] as const) {
    if (!Number.isFinite(v) || v <= 0) throw new RangeError(`${name} debe ser un número positivo (recibido: ${String(v)})`);
  }
  if (width <= maxWidth) return { width, height };
  // at least 1 px so a very wide strip still produces a drawable canvas
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}
