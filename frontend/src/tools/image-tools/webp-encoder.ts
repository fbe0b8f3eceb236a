/**
 * WebP written by libwebp built to WebAssembly (@jsquash/webp), at its fast method 1. Chromium's own canvas
 * encoder takes about 1.5 s for a 12-megapixel photo on a 2-core machine and has no speed setting; method 1
 * writes a file of about the same size in about half the time (docs/PERFORMANCE.md, `make bench-files`).
 * Where the WebAssembly cannot run (an old browser, not enough memory for a huge picture), the browser's
 * encoder writes the file instead, slower but the same format.
 */
const FAST_METHOD = 1;

async function encodeWithLibwebp(context: OffscreenCanvasRenderingContext2D, width: number, height: number, quality: number): Promise<Blob> {
  const { default: encode } = await import('@jsquash/webp/encode.js');
  const pixels = context.getImageData(0, 0, width, height);
  const bytes = await encode(pixels, { quality: Math.round(quality * 100), method: FAST_METHOD });
  return new Blob([bytes], { type: 'image/webp' });
}

export async function encodeWebp(canvas: OffscreenCanvas, context: OffscreenCanvasRenderingContext2D, quality: number): Promise<Blob> {
  try {
    return await encodeWithLibwebp(context, canvas.width, canvas.height, quality);
  } catch {
    return canvas.convertToBlob({ type: 'image/webp', quality });
  }
}
