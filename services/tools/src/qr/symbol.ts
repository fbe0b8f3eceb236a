// What the QR worker threads run: nothing here imports the service kit or Fastify, so a worker
// loads only the qrcode package and these few files.
import QRCode, { type BitMatrix } from 'qrcode';
import type { QrLevel, QrRequest } from '@orbita/proto-types';
import { hexToRgb } from '@orbita/proto-types/color-space';
import { symbolSvg } from './svg.js';
import { encodeTwoColourPng } from './two-colour-png.js';

/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QUIET_ZONE = 4;
/** Under two pixels a module, phone cameras stop reading the code reliably. */
export const MIN_PIXELS_PER_MODULE = 2;
/** Bytes of text the largest QR Code (version 40) holds at each level. */
export const BYTE_CAPACITY: Record<QrLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** A QR request that passed every check (text trimmed, colours as `#RRGGBB`), with its symbol. */
export type QrSpec = QrRequest & {
  /** The modules of the symbol: made once, since choosing the best mask is the costly step. */
  modules: BitMatrix;
};

function tooLongMessage(level: QrLevel): string {
  const lower = level === 'L' ? '' : ' o scegli un livello di correzione più basso';
  return (
    `Il campo «Testo o link da codificare» è troppo lungo per un QR Code con correzione ${level}: entrano al massimo ` +
    `${BYTE_CAPACITY[level]} byte (una lettera semplice ne occupa 1, una accentata 2, un'emoji 4). ` +
    `Accorcia il testo${lower}.`
  );
}

/**
 * Builds the symbol of a normalized request, or says in Italian why its text or size cannot
 * make one: text that fits the level, a size that gives every module at least two pixels.
 */
export function buildSymbol(request: QrRequest): QrSpec | { refusal: string } {
  let modules: BitMatrix;
  try {
    modules = QRCode.create(request.text, { errorCorrectionLevel: request.errorCorrectionLevel }).modules;
  } catch {
    return { refusal: tooLongMessage(request.errorCorrectionLevel) };
  }
  const smallest = (modules.size + 2 * QUIET_ZONE) * MIN_PIXELS_PER_MODULE;
  if (request.size < smallest) {
    return {
      refusal:
        `Il campo «Dimensione» è troppo piccolo per questo testo: servono almeno ${smallest} px ` +
        '(oppure accorcia il testo o scegli un livello di correzione più basso)',
    };
  }
  return { ...request, modules };
}

/**
 * The PNG, exactly `size` pixels wide: symbol and quiet zone spread evenly over the pixels, so a
 * module is ⌊size / modules⌋ or one pixel more.
 */
export function qrPng(spec: QrSpec): Buffer {
  const { modules } = spec;
  const total = modules.size + 2 * QUIET_ZONE;
  const moduleAt = (pixel: number) => Math.floor((pixel * total) / spec.size) - QUIET_ZONE;
  const columns = Int16Array.from({ length: spec.size }, (_, x) => moduleAt(x));
  const inSymbol = (module: number) => module >= 0 && module < modules.size;
  return encodeTwoColourPng(
    spec.size,
    spec.size,
    { foreground: hexToRgb(spec.color), background: hexToRgb(spec.backgroundColor) },
    (x, y) => {
      const row = moduleAt(y);
      const column = columns[x]!;
      return inSymbol(row) && inSymbol(column) && modules.get(row, column) === 1;
    },
    moduleAt,
  );
}

/** The SVG, drawn from the symbol already built (the qrcode package's own SVG would build it again). */
export function qrSvg(spec: QrSpec): string {
  return symbolSvg(spec.modules, { width: spec.size, margin: QUIET_ZONE, dark: spec.color, light: spec.backgroundColor });
}
