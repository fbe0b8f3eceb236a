import { API, type QrDownloadFormat, type QrRequest } from '@orbita/proto-types';
import { fullHexDigits } from '@orbita/proto-types/color-space';
import { contrastRatio } from './contrast.js';
import { buildSymbol, type QrSpec } from './symbol.js';
import { InvalidQrInputError } from '../errors.js';

export { BYTE_CAPACITY, MIN_PIXELS_PER_MODULE, QUIET_ZONE, qrPng, qrSvg, type QrSpec } from './symbol.js';

/** Under this contrast (WCAG ratio) between the two colours, scanners stop telling them apart. */
export const MIN_CONTRAST = 2;

function canonicalColor(color: string): string {
  return `#${fullHexDigits(color)}`;
}

/**
 * The cheap checks, made on the event loop before any symbol is built: some text (trimmed),
 * colours as `#RRGGBB` that a scanner can tell apart.
 */
export function normalizeQrRequest(request: QrRequest): QrRequest {
  const text = request.text.trim();
  if (text === '') throw new InvalidQrInputError('Il campo «Testo o link da codificare» è vuoto: inserisci del testo per generare il QR Code');
  const color = canonicalColor(request.color);
  const backgroundColor = canonicalColor(request.backgroundColor);
  if (contrastRatio(color, backgroundColor) < MIN_CONTRAST) {
    throw new InvalidQrInputError(
      'I campi «Colore del QR» e «Colore di sfondo» hanno colori troppo simili: il QR Code non sarebbe leggibile. Scegli colori più contrastati.',
    );
  }
  return { ...request, text, color, backgroundColor };
}

/** Every check, and the symbol built once (here, on the calling thread: the routes use QrImages). */
export function checkQrRequest(request: QrRequest): QrSpec {
  const built = buildSymbol(normalizeQrRequest(request));
  if ('refusal' in built) throw new InvalidQrInputError(built.refusal);
  return built;
}

export function pngDataUrl(png: Uint8Array): string {
  return `data:image/png;base64,${Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64')}`;
}

export const DOWNLOAD_PATH = API.downloadQr.path;

/** The shareable GET path that regenerates `request`: everything needed is in the query. */
export function downloadUrl(request: QrRequest, format: QrDownloadFormat = 'png'): string {
  const query = new URLSearchParams({
    text: request.text,
    size: String(request.size),
    color: request.color.slice(1),
    backgroundColor: request.backgroundColor.slice(1),
    errorCorrectionLevel: request.errorCorrectionLevel,
  });
  if (format !== 'png') query.set('format', format);
  return `${DOWNLOAD_PATH}?${query.toString()}`;
}
