import jsqr from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS declaring a default export; compiled to CommonJS here, the function may sit on `default`.
const decode = (jsqr as unknown as { default: typeof jsqr.default }).default ?? jsqr;

/** What a phone's scanner reads from the PNG behind an <img src="data:image/png;base64,…">, or null. */
export function scanDataUrl(dataUrl: string): string | null {
  const [, base64] = /^data:image\/png;base64,(.+)$/.exec(dataUrl) ?? [];
  if (!base64) return null;
  const image = PNG.sync.read(Buffer.from(base64, 'base64'));
  return decode(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
