import QRCode, { type BitMatrix } from 'qrcode';
import { API, type QrDownloadFormat, type QrLevel, type QrRequest } from '@orbita/proto-types';
import { hexToRgb } from '../palette/color-space.js';
import { contrastRatio } from './contrast.js';
import { encodeTwoColourPng } from './two-colour-png.js';
import { InvalidQrInputError } from '../errors.js';

/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QUIET_ZONE = 4;
/** Under two pixels a module, phone cameras stop reading the code reliably. */
export const MIN_PIXELS_PER_MODULE = 2;
/** Under this contrast (WCAG ratio) between the two colours, scanners stop telling them apart. */
export const MIN_CONTRAST = 2;
/** Bytes of text the largest QR Code (version 40) holds at each level. */
export const BYTE_CAPACITY: Record<QrLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** A QR request that passed every check (text trimmed, colours as `#RRGGBB`), with its symbol. */
export type QrSpec = QrRequest & {
  /** The modules of the symbol: made once, since choosing the best mask is the costly step. */
  modules: BitMatrix;
};

function canonicalColor(color: string): string {
  return `#${color.replace(/^#/, '').toUpperCase()}`;
}

function tooLongMessage(level: QrLevel): string {
  const lower = level === 'L' ? '' : ' o scegli un livello di correzione più basso';
  return (
    `Il campo «text» è troppo lungo per un QR Code con correzione ${level}: entrano al massimo ` +
    `${BYTE_CAPACITY[level]} byte (una lettera semplice ne occupa 1, una accentata 2, un'emoji 4). ` +
    `Accorcia il testo${lower}.`
  );
}

/** The symbol for `text`, or an Italian refusal naming the field when the level cannot hold it. */
function symbolOf(text: string, level: QrLevel): BitMatrix {
  try {
    return QRCode.create(text, { errorCorrectionLevel: level }).modules;
  } catch {
    throw new InvalidQrInputError(tooLongMessage(level));
  }
}

/**
 * Trims and checks a request: some text, text that fits the level, a size that gives every
 * module at least two pixels, colours a scanner can tell apart.
 */
export function checkQrRequest(request: QrRequest): QrSpec {
  const text = request.text.trim();
  if (text === '') throw new InvalidQrInputError('Il campo «text» è vuoto: inserisci del testo per generare il QR Code');
  const color = canonicalColor(request.color);
  const backgroundColor = canonicalColor(request.backgroundColor);
  if (contrastRatio(color, backgroundColor) < MIN_CONTRAST) {
    throw new InvalidQrInputError(
      'I campi «color» e «backgroundColor» hanno colori troppo simili: il QR Code non sarebbe leggibile. Scegli colori più contrastati.',
    );
  }
  const modules = symbolOf(text, request.errorCorrectionLevel);
  const smallest = (modules.size + 2 * QUIET_ZONE) * MIN_PIXELS_PER_MODULE;
  if (request.size < smallest) {
    throw new InvalidQrInputError(
      `Il campo «size» è troppo piccolo per questo testo: servono almeno ${smallest} px ` +
        '(oppure accorcia il testo o scegli un livello di correzione più basso)',
    );
  }
  return { ...request, text, color, backgroundColor, modules };
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

export async function qrSvg(spec: QrSpec): Promise<string> {
  return await QRCode.toString(spec.text, {
    type: 'svg',
    width: spec.size,
    margin: QUIET_ZONE,
    errorCorrectionLevel: spec.errorCorrectionLevel,
    color: { dark: spec.color, light: spec.backgroundColor },
  });
}

export function qrPngDataUrl(spec: QrSpec): string {
  return `data:image/png;base64,${qrPng(spec).toString('base64')}`;
}

export const DOWNLOAD_PATH = API.downloadQr.path;

/** The shareable GET path that regenerates `spec`: everything needed is in the query. */
export function downloadUrl(spec: QrSpec, format: QrDownloadFormat = 'png'): string {
  const query = new URLSearchParams({
    text: spec.text,
    size: String(spec.size),
    color: spec.color.slice(1),
    backgroundColor: spec.backgroundColor.slice(1),
    errorCorrectionLevel: spec.errorCorrectionLevel,
  });
  if (format !== 'png') query.set('format', format);
  return `${DOWNLOAD_PATH}?${query.toString()}`;
}
