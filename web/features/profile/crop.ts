export const CROP_OUTPUT = 300;
export const CROP_QUALITY = 0.9;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;

/**
 * Draws the image into a square canvas of `size`: centred, rotated by a multiple of 90 degrees,
 * scaled so that at zoom 1 it just covers the square.
 */
export function drawCrop(
  ctx: CanvasRenderingContext2D,
  image: CanvasImageSource & { width: number; height: number },
  size: number,
  zoom: number,
  rotation: number,
) {
  const quarter = (((rotation / 90) % 4) + 4) % 4;
  const [w, h] = quarter % 2 ? [image.height, image.width] : [image.width, image.height];
  const scale = (size / Math.min(w, h)) * zoom;
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.translate(size / 2, size / 2);
  ctx.rotate((quarter * Math.PI) / 2);
  ctx.scale(scale, scale);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  ctx.restore();
}

/** The cropped avatar as a 300x300 JPEG at quality 0.9. */
export function cropToJpeg(
  image: CanvasImageSource & { width: number; height: number },
  zoom: number,
  rotation: number,
) {
  const canvas = document.createElement('canvas');
  canvas.width = CROP_OUTPUT;
  canvas.height = CROP_OUTPUT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('Your browser cannot crop images'));
  drawCrop(ctx, image, CROP_OUTPUT, zoom, rotation);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not create the image'))),
      'image/jpeg',
      CROP_QUALITY,
    ),
  );
}
