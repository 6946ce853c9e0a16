/** Three times the 56 px tile: sharp on any phone's screen, a few kilobytes to keep. */
const THUMBNAIL_WIDTH = 168;

/**
 * A small picture of a chosen image, made in the browser before anything is sent: an object URL (the caller revokes
 * it), or undefined for a file that is not an image or that the browser cannot decode. Decoding and scaling happen
 * off the main thread (`createImageBitmap`); only the small canvas is drawn on it.
 */
export async function makeThumbnail(file: File): Promise<string | undefined> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: THUMBNAIL_WIDTH, resizeQuality: 'medium' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
    return blob ? URL.createObjectURL(blob) : undefined;
  } catch {
    // Not decodable here (a format this browser lacks): the tile shows no picture.
    return undefined;
  }
}
