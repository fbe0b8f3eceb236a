// What the QR worker threads run: nothing here imports the service kit or Fastify, so a worker
// loads only the qrcode package and the QR logic of proto-types (the page's too).
import { qrPngWith, type QrSpec } from '@orbita/proto-types/logic/qr';
import { nodeDeflate } from './two-colour-png.js';

export { BYTE_CAPACITY, buildSymbol, MIN_PIXELS_PER_MODULE, QUIET_ZONE, qrSvg, type QrSpec } from '@orbita/proto-types/logic/qr';

/**
 * The PNG, exactly `size` pixels wide: symbol and quiet zone spread evenly over the pixels, so a
 * module is ⌊size / modules⌋ or one pixel more.
 */
export function qrPng(spec: QrSpec): Buffer {
  const png = qrPngWith(spec, nodeDeflate);
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
