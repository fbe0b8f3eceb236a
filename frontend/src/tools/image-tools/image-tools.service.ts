const MB = 1024 * 1024;

/** A photo opened takes 4 bytes a pixel: a few large ones at once are as much memory as a phone's tab gets. */
export const IMAGE_LIMITS = { maxFiles: 30, maxFileBytes: 50 * MB };

export const IMAGE_LIMITS_TEXT =
  `Fino a ${IMAGE_LIMITS.maxFiles} immagini alla volta, ognuna fino a 50 MB e 50 megapixel: il browser apre ogni foto ` +
  'per intero (4 byte per pixel, 200 MB a 50 megapixel) e oltre un telefono può chiudere la scheda.';

export function checkNewImages(current: number, added: readonly File[]): { accepted: File[]; refusal: string | null } {
  const accepted: File[] = [];
  for (const file of added) {
    if (current + accepted.length >= IMAGE_LIMITS.maxFiles) {
      return { accepted, refusal: `Al massimo ${IMAGE_LIMITS.maxFiles} immagini alla volta: «${file.name}» e le successive non sono state aggiunte` };
    }
    if (file.size > IMAGE_LIMITS.maxFileBytes) return { accepted, refusal: `«${file.name}» supera 50 MB: è troppo grande per lavorarla nel browser` };
    accepted.push(file);
  }
  return { accepted, refusal: null };
}

export interface MetadataSummary {
  /** Each piece found, in Italian: «Fotocamera: Apple iPhone 13». */
  rows: string[];
  gps: string | null;
  /** How many fields the file carries in all. */
  count: number;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function when(value: unknown): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return text(value);
  return value.toLocaleString('it-IT', { dateStyle: 'long', timeStyle: 'short' });
}

/** What a reader of the file learns from its metadata, the GPS position first (as exifr reads it). */
export function summarizeMetadata(tags: Record<string, unknown> | undefined | null): MetadataSummary {
  if (!tags) return { rows: [], gps: null, count: 0 };
  const { latitude, longitude } = tags;
  const gps = typeof latitude === 'number' && typeof longitude === 'number' ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : null;
  const camera = [text(tags.Make), text(tags.Model)].filter(Boolean).join(' ');
  const rows = [
    gps ? `Posizione GPS: ${gps}` : '',
    camera ? `Fotocamera: ${camera}` : '',
    tags.DateTimeOriginal ? `Scattata il: ${when(tags.DateTimeOriginal)}` : '',
    text(tags.Software) ? `Programma: ${text(tags.Software)}` : '',
    text(tags.Artist) ? `Autore: ${text(tags.Artist)}` : '',
  ].filter(Boolean);
  return { rows, gps, count: Object.keys(tags).length };
}

/** Reads the metadata of a file with exifr, loaded only on this page; unreadable metadata counts as none. */
export async function readMetadata(bytes: Uint8Array): Promise<MetadataSummary> {
  const exifr = await import('exifr');
  const tags = await exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: true, iptc: true, icc: false, mergeOutput: true }).catch(() => undefined);
  return summarizeMetadata(tags as Record<string, unknown> | undefined);
}
