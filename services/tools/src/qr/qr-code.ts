import type { QrRequest } from '@orbita/proto-types';
import { checkQrRequest as check, normalizeQrRequest as normalize, type QrSpec } from '@orbita/proto-types/logic/qr';
import { InvalidQrInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

// The checks, the symbol, the SVG and the download address live in proto-types, where the QR page runs them too.
export { DOWNLOAD_PATH, downloadUrl, MIN_CONTRAST } from '@orbita/proto-types/logic/qr';
export { BYTE_CAPACITY, MIN_PIXELS_PER_MODULE, QUIET_ZONE, qrPng, qrSvg, type QrSpec } from './symbol.js';

/**
 * The cheap checks, made on the event loop before any symbol is built: some text (trimmed),
 * colours as `#RRGGBB` that a scanner can tell apart.
 */
export function normalizeQrRequest(request: QrRequest): QrRequest {
  return answeredBy(InvalidQrInputError, () => normalize(request));
}

/** Every check, and the symbol built once (here, on the calling thread: the routes use QrImages). */
export function checkQrRequest(request: QrRequest): QrSpec {
  return answeredBy(InvalidQrInputError, () => check(request));
}

export function pngDataUrl(png: Uint8Array): string {
  return `data:image/png;base64,${Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64')}`;
}
