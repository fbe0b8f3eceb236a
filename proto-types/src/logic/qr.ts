/**
 * The QR Code generator's logic, run by the service for the API and by the page at each change: the checks and their
 * Italian refusals, the symbol (the `qrcode` package, which works in both), the SVG, which pixel of the PNG is dark,
 * and the download address. The PNG's bytes are made by two-colour-png.ts with each side's own deflate.
 */
import QRCode, { type BitMatrix } from 'qrcode';
import { API } from '../routes.js';
import type { QrDownloadFormat, QrRequest, QrResponse } from '../tools/qr.js';
import { QR_LEVEL_LABELS, QR_LEVELS, type QrLevel } from '../enums.js';
import { QR_FIELDS } from './bounds.js';
import { fullHexDigits, hexToRgb } from './color-space.js';
import { checkChoice, checkNumber, checkText, ToolRefusal } from './refusal.js';
import { encodeTwoColourPng, type Deflate } from './two-colour-png.js';

/** The code of every refusal of the generator. */
export const INVALID_QR = 'TOOLS_INVALID_QR';

/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QUIET_ZONE = 4;
/** Under two pixels a module, phone cameras stop reading the code reliably. */
export const MIN_PIXELS_PER_MODULE = 2;
/** Bytes of text the largest QR Code (version 40) holds at each level. */
export const BYTE_CAPACITY: Record<QrLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };
/** Under this contrast (WCAG ratio) between the two colours, scanners stop telling them apart. */
export const MIN_CONTRAST = 2;

/** A QR request that passed every check (text trimmed, colours as `#RRGGBB`), with its symbol. */
export type QrSpec = QrRequest & {
  /** The modules of the symbol: made once, since choosing the best mask is the costly step. */
  modules: BitMatrix;
};

/** WCAG relative luminance of `#RRGGBB`. */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace(/^#/, '');
  const [r, g, b] = [0, 2, 4].map((start) => {
    const value = parseInt(digits.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours: 1 (identical) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function canonicalColor(color: string): string {
  return `#${fullHexDigits(color)}`;
}

const refuse = (message: string) => new ToolRefusal(INVALID_QR, message);

/**
 * The cheap checks, made before any symbol is built: some text (trimmed), colours as `#RRGGBB` that a scanner can
 * tell apart.
 */
export function normalizeQrRequest(request: QrRequest): QrRequest {
  const text = request.text.trim();
  if (text === '') throw refuse('Il campo «Testo o link da codificare» è vuoto: inserisci del testo per generare il QR Code');
  const color = canonicalColor(request.color);
  const backgroundColor = canonicalColor(request.backgroundColor);
  if (contrastRatio(color, backgroundColor) < MIN_CONTRAST) {
    throw refuse(
      'I campi «Colore del QR» e «Colore di sfondo» hanno colori troppo simili: il QR Code non sarebbe leggibile. Scegli colori più contrastati.',
    );
  }
  return { ...request, text, color, backgroundColor };
}

function tooLongMessage(level: QrLevel): string {
  const lower = level === 'L' ? '' : ' o scegli un livello di correzione più basso';
  return (
    `Il campo «Testo o link da codificare» è troppo lungo per un QR Code con correzione ${level}: entrano al massimo ` +
    `${BYTE_CAPACITY[level]} byte (una lettera semplice ne occupa 1, una accentata 2, un'emoji 4). ` +
    `Accorcia il testo${lower}.`
  );
}

/**
 * Builds the symbol of a normalized request, or says in Italian why its text or size cannot make one: text that fits
 * the level, a size that gives every module at least two pixels.
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

/** Every check, and the symbol built once. */
export function checkQrRequest(request: QrRequest): QrSpec {
  const built = buildSymbol(normalizeQrRequest(request));
  if ('refusal' in built) throw refuse(built.refusal);
  return built;
}

/**
 * The PNG, exactly `size` pixels wide: symbol and quiet zone spread evenly over the pixels, so a module is
 * ⌊size / modules⌋ or one pixel more.
 */
export function qrPngWith(spec: QrSpec, deflate: Deflate): Uint8Array {
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
    deflate,
  );
}

/**
 * The dark modules as one path of horizontal runs, each a stroke one module thick along the middle of its row (the
 * drawing the qrcode package makes, from a symbol already built).
 */
function darkRuns(modules: BitMatrix, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (modules.get(row, column) !== 1) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column) === 1) column += 1;
      parts.push(`M${start + margin} ${row + margin + 0.5}h${column - start}`);
    }
  }
  return parts.join('');
}

/** The symbol as an SVG `width` pixels wide, with `margin` modules of quiet zone in the background colour. */
export function symbolSvg(modules: BitMatrix, options: { width: number; margin: number; dark: string; light: string }): string {
  const total = modules.size + 2 * options.margin;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.width}" ` +
    `viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<path fill="${options.light}" d="M0 0h${total}v${total}H0z"/>` +
    `<path stroke="${options.dark}" d="${darkRuns(modules, options.margin)}"/></svg>\n`
  );
}

/** The SVG, drawn from the symbol already built (the qrcode package's own SVG would build it again). */
export function qrSvg(spec: QrSpec): string {
  return symbolSvg(spec.modules, { width: spec.size, margin: QUIET_ZONE, dark: spec.color, light: spec.backgroundColor });
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

/** A PNG as an image address: `data:image/png;base64,…`. */
export function pngDataUrl(png: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < png.length; start += 0x8000) binary += String.fromCharCode(...png.subarray(start, start + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

/**
 * The answer to `POST /api/generate-qr`, its PNG made with `deflate`: the contract's checks of text, size and level
 * (the page checks the colours' shape before, with its own sentence), then the service's. What the page shows at each
 * change without asking; the service's PNG bytes may differ (another deflate), its pixels do not.
 */
export function generateQr(request: QrRequest, deflate: Deflate): QrResponse {
  checkText(request.text, QR_FIELDS.text);
  checkNumber(request.size, QR_FIELDS.size, true);
  checkChoice(request.errorCorrectionLevel, 'Correzione degli errori', QR_LEVELS, QR_LEVEL_LABELS);
  const spec = checkQrRequest(request);
  return {
    qrCode: pngDataUrl(qrPngWith(spec, deflate)),
    text: spec.text,
    size: spec.size,
    errorCorrectionLevel: spec.errorCorrectionLevel,
    downloadUrl: downloadUrl(spec),
  };
}
