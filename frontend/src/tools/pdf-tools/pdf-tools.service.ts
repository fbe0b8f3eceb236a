import type { PageRef } from './pdf-operations';

const MB = 1024 * 1024;

/**
 * The browser holds every chosen PDF in memory twice while it writes the result (the sources and the new file),
 * and a phone's tab is closed by the system well before a desktop's: these limits keep both working.
 */
export const PDF_LIMITS = { maxFiles: 20, maxFileBytes: 200 * MB, maxTotalBytes: 400 * MB, maxImages: 100, maxImageBytes: 40 * MB };

export const PDF_LIMITS_TEXT =
  `Fino a ${PDF_LIMITS.maxFiles} PDF alla volta, ognuno fino a 200 MB e 400 MB in tutto: il browser li tiene in memoria ` +
  'mentre scrive il nuovo file, e oltre questa misura un telefono può chiudere la scheda.';

export const IMAGES_LIMITS_TEXT =
  `Fino a ${PDF_LIMITS.maxImages} immagini JPG o PNG alla volta, ognuna fino a 40 MB: ogni immagine entra intera nel PDF, ` +
  'che il browser tiene in memoria finché lo salvi.';

export interface SourceFile {
  name: string;
  bytes: Uint8Array;
  pageCount: number;
}

/** A page on screen: its place in a source and the turn added to it; `key` stays with it while it moves. */
export interface PageItem extends PageRef {
  key: string;
}

/** The files that can be added, and an Italian sentence for the first one refused, if any. */
export function checkNewFiles(current: readonly { bytes: Uint8Array }[], added: readonly File[], kind: 'pdf' | 'image'): { accepted: File[]; refusal: string | null } {
  const maxFiles = kind === 'pdf' ? PDF_LIMITS.maxFiles : PDF_LIMITS.maxImages;
  const maxBytes = kind === 'pdf' ? PDF_LIMITS.maxFileBytes : PDF_LIMITS.maxImageBytes;
  let total = current.reduce((sum, file) => sum + file.bytes.length, 0);
  const accepted: File[] = [];
  for (const file of added) {
    if (current.length + accepted.length >= maxFiles) {
      return { accepted, refusal: `Al massimo ${maxFiles} file alla volta: «${file.name}» e i successivi non sono stati aggiunti` };
    }
    if (file.size > maxBytes) return { accepted, refusal: `«${file.name}» supera ${maxBytes / MB} MB: è troppo grande per lavorarlo nel browser` };
    if (kind === 'pdf' && total + file.size > PDF_LIMITS.maxTotalBytes) {
      return { accepted, refusal: `Con «${file.name}» i PDF supererebbero 400 MB in tutto: toglierne qualcuno prima` };
    }
    total += file.size;
    accepted.push(file);
  }
  return { accepted, refusal: null };
}

export function pagesOf(fileIndex: number, pageCount: number, keyPrefix: string): PageItem[] {
  return Array.from({ length: pageCount }, (_, page) => ({ key: `${keyPrefix}-${page}`, file: fileIndex, page, rotation: 0 }));
}

export function movePage(pages: readonly PageItem[], from: number, to: number): PageItem[] {
  if (to < 0 || to >= pages.length || from === to) return [...pages];
  const next = [...pages];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function rotatePage(pages: readonly PageItem[], index: number): PageItem[] {
  return pages.map((page, i) => (i === index ? { ...page, rotation: ((page.rotation + 90) % 360) as PageRef['rotation'] } : page));
}

/** The pages at the given 1-based positions of the list, in list order. */
export function keepPositions(pages: readonly PageItem[], positions: readonly number[]): PageItem[] {
  const wanted = new Set(positions);
  return pages.filter((_, index) => wanted.has(index + 1));
}

/** How a page is named to a screen reader and under its thumbnail: «a.pdf, pagina 3». */
export function pageLabel(page: PageRef, files: readonly { name: string }[]): string {
  return `${files[page.file]?.name ?? 'PDF'}, pagina ${page.page + 1}`;
}

export function movedAnnouncement(page: PageRef, files: readonly { name: string }[], position: number, count: number): string {
  return `${pageLabel(page, files)} spostata in posizione ${position} di ${count}`;
}

/** The name of the file written: the source's when there is one, «documenti-uniti» for several. */
export function outputName(files: readonly { name: string }[], suffix: string, extension: 'pdf' | 'zip'): string {
  const base = files.length === 1 ? (files[0]?.name.replace(/\.pdf$/i, '') ?? 'documento') : 'documenti-uniti';
  return `${base}${suffix}.${extension}`;
}
