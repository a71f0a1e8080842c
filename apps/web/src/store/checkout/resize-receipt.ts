import { IMAGE_MESSAGES, IMAGE_SIZES, isImageFile, scaledSize } from '@app/shared/validation/image';

/**
 * The receipt photo as the server stores it (spec §5 image upload: max 1024 px wide, JPEG, base64 data URL). The
 * store keeps its own copy of this small helper so its bundle never pulls the admin's components.
 */
export async function resizeReceipt(file: File): Promise<string> {
  if (!isImageFile(file.type)) throw new Error(IMAGE_MESSAGES.type);
  const url = URL.createObjectURL(file);
  try {
    const img = await new Promise<HTMLImageElement>((ok, fail) => {
      const el = new Image();
      el.onload = () => ok(el);
      el.onerror = () => fail(new Error(IMAGE_MESSAGES.type));
      el.src = url;
    });
    const { maxWidth, quality } = IMAGE_SIZES.large;
    const { width, height } = scaledSize(img.naturalWidth, img.naturalHeight, maxWidth);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    URL.revokeObjectURL(url);
  }
}
