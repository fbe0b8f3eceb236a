/** What a file is by its first bytes (its name or type may lie), and what the tool can write. */
export type InputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'gif' | 'bmp';
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const OUTPUT_TYPES: Record<OutputFormat, { mime: string; extension: string; label: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { mime: 'image/png', extension: 'png', label: 'PNG' },
  webp: { mime: 'image/webp', extension: 'webp', label: 'WebP' },
  avif: { mime: 'image/avif', extension: 'avif', label: 'AVIF' },
};

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

export function detectFormat(bytes: Uint8Array): InputFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 1, 3) === 'PNG') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 3) === 'GIF') return 'gif';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

/** The size of the result: `width` in pixels or a percentage, the ratio always kept, never enlarged past 4×, at least 1 pixel. */
export function targetSize(width: number, height: number, resize: ResizeOption): { width: number; height: number } {
  if (resize.mode === 'none') return { width, height };
  const factor = resize.mode === 'percent' ? resize.value / 100 : resize.value / width;
  const bounded = Math.min(Math.max(factor, 0), 4);
  return { width: Math.max(1, Math.round(width * bounded)), height: Math.max(1, Math.round(height * bounded)) };
}

export type ResizeOption = { mode: 'none' } | { mode: 'percent'; value: number } | { mode: 'width'; value: number };

/** Reads the resize fields; an Italian sentence when they make no sense. */
export function readResize(mode: ResizeOption['mode'], text: string): ResizeOption | { error: string } {
  if (mode === 'none') return { mode };
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return { error: 'Scrivi un numero per la nuova dimensione' };
  if (mode === 'percent' && (value < 1 || value > 400)) return { error: 'La percentuale deve essere tra 1 e 400' };
  if (mode === 'width' && (!Number.isInteger(value) || value < 1 || value > 20000)) return { error: 'La larghezza deve essere un numero intero di pixel tra 1 e 20000' };
  return { mode, value };
}

/** «report.heic» → «report.jpg»; the same name when the format does not change gets «-modificata». */
export function outputFileName(name: string, format: OutputFormat, sameFormat: boolean): string {
  const base = name.replace(/\.[^.]+$/, '') || 'immagine';
  return `${base}${sameFormat ? '-modificata' : ''}.${OUTPUT_TYPES[format].extension}`;
}

/** «1,2 MB», «350 KB». */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('it-IT')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}
