import { deflateSync } from 'node:zlib';
import type { Rgb } from '@orbita/proto-types';
import { encodeTwoColourPng as encode } from '@orbita/proto-types/logic/two-colour-png';

/** Node's zlib, for the service's PNGs: the page deflates the same pixels with fflate. */
export const nodeDeflate = (raw: Uint8Array): Uint8Array => deflateSync(raw);

/**
 * A two-colour image as a PNG of one bit a pixel (see proto-types' two-colour-png.ts), deflated by Node's zlib.
 * `isForeground(x, y)` is asked once per pixel of the distinct rows only: a row equal to the one above (same `rowKey`) is copied.
 */
export function encodeTwoColourPng(
  width: number,
  height: number,
  colours: { foreground: Rgb; background: Rgb },
  isForeground: (x: number, y: number) => boolean,
  rowKey: (y: number) => number,
): Buffer {
  const png = encode(width, height, colours, isForeground, rowKey, nodeDeflate);
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
