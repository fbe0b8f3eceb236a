import { deflateSync } from 'node:zlib';
import { encodeTwoColourPng as encode, type Deflate } from '@orbita/proto-types/logic/two-colour-png';

/** Node's zlib, for the service's PNGs: the page deflates the same pixels with fflate. */
export const nodeDeflate: Deflate = (raw) => deflateSync(raw);

/** What proto-types' encoder takes besides the deflate: size, colours and which pixel is dark. */
type Drawing = Parameters<typeof encode> extends [...infer Head, Deflate] ? Head : never;

/** A two-colour image as a PNG of one bit a pixel (see proto-types' two-colour-png.ts), deflated by Node's zlib. */
export function encodeTwoColourPng(...drawing: Drawing): Buffer {
  const png = encode(...drawing, nodeDeflate);
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
