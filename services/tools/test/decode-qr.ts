import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';

export interface DecodedPng {
  width: number;
  height: number;
  /** The text a scanner reads from the image, or null when it reads nothing. */
  text: string | null;
}

// jsqr is CommonJS whose types declare a default export: under Node's rules that default is
// the whole module object, whose `default` is the function.
const jsQR = (jsqr as unknown as { default: typeof jsqr.default }).default ?? jsqr;

/** Reads a PNG the way a phone's scanner would: pixels in, text out. */
export function decodeQrPng(png: Buffer): DecodedPng {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return { width: image.width, height: image.height, text: found ? found.data : null };
}

export function pngOfDataUrl(dataUrl: string): Buffer {
  const prefix = 'data:image/png;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
}

/** Reads an SVG as a scanner would read it printed: drawn at its own size by libvips, then decoded. */
export async function decodeQrSvg(svg: string): Promise<DecodedPng> {
  return decodeQrPng(await sharp(Buffer.from(svg)).png().toBuffer());
}
