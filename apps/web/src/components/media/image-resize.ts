import { IMAGE_MESSAGES, IMAGE_SIZES, isImageFile, scaledSize, type ImageSize } from '@app/shared';

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(IMAGE_MESSAGES.type));
    };
    img.src = url;
  });
}

/**
 * Spec §5 image upload: image files only, scaled down in a canvas to the preset's max width and re-encoded as
 * JPEG, returned as a base64 data URL ready for the `{ base64 }` call.
 */
export async function resizeImage(file: File, size: ImageSize = 'small'): Promise<string> {
  if (!isImageFile(file.type)) throw new Error(IMAGE_MESSAGES.type);
  const preset = IMAGE_SIZES[size];
  const img = await loadImage(file);
  const { width, height } = scaledSize(img.naturalWidth, img.naturalHeight, preset.maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Ha ocurrido un error');
  // JPEG has no transparency: paint white first so transparent PNG areas do not turn black
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', preset.quality);
}
