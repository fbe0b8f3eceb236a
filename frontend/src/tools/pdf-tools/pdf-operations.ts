import { degrees, EncryptedPDFError, PDFDocument, type PDFImage, type PDFPage } from '@cantoo/pdf-lib';
import { zipSync } from 'fflate';
import { FILE_TOOL_ERROR } from '../../lib/worker-task';

/** A file the visitor chose, as bytes: it never leaves the browser. */
export interface NamedBytes {
  name: string;
  bytes: Uint8Array;
}

/** One page of the result: which source file, which of its pages (0-based), and the turn added to it. */
export interface PageRef {
  file: number;
  page: number;
  rotation: 0 | 90 | 180 | 270;
}

export type Progress = (done: number, total: number) => void;

/** A refusal the page shows as it is: one Italian sentence that names the file. */
export class PdfToolError extends Error {
  override name = FILE_TOOL_ERROR;
}

const A4: [number, number] = [595.28, 841.89];
const A4_MARGIN = 28;

async function decrypting(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (!(error instanceof EncryptedPDFError)) throw error;
    // Protected only against editing (no password to open it): readers open it, and so do we.
    const opened = await PDFDocument.load(bytes, { updateMetadata: false, password: '' });
    if (opened.isEncrypted) throw error;
    return opened;
  }
}

/** Reads a PDF, or says in Italian which file cannot be read and why. */
export async function openPdf(file: NamedBytes): Promise<PDFDocument> {
  const looksLikePdf = new TextDecoder().decode(file.bytes.subarray(0, 1024)).includes('%PDF-');
  if (!looksLikePdf) throw new PdfToolError(`«${file.name}» non è un PDF: scegli un file che finisce in .pdf`);
  try {
    const doc = await decrypting(file.bytes);
    if (doc.getPageCount() === 0) throw new PdfToolError(`«${file.name}» non ha pagine`);
    return doc;
  } catch (error) {
    if (error instanceof PdfToolError) throw error;
    if (error instanceof EncryptedPDFError || /password|decrypt/i.test(String(error))) {
      throw new PdfToolError(`«${file.name}» è protetto da password: aprilo con la password, salvalo senza protezione e riprova`);
    }
    throw new PdfToolError(`«${file.name}» è danneggiato o incompleto: non si riesce a leggerne le pagine`);
  }
}

/** Builds one PDF from pages of the given sources, in the order given: merging, reordering, extracting, deleting and rotating are all this. */
export async function assemblePdf(sources: readonly NamedBytes[], pages: readonly PageRef[], progress: Progress = () => {}): Promise<Uint8Array> {
  if (pages.length === 0) throw new PdfToolError('Il PDF risultante non avrebbe pagine: tienine almeno una');
  const out = await PDFDocument.create();
  const copies: PDFPage[][] = [];
  for (const [fileIndex, source] of sources.entries()) {
    const doc = await openPdf(source);
    const indices = pages.filter((ref) => ref.file === fileIndex).map((ref) => ref.page);
    copies.push(await out.copyPages(doc, indices));
    progress(fileIndex + 1, sources.length + 1);
  }
  const cursor = sources.map(() => 0);
  for (const ref of pages) {
    const taken = cursor[ref.file] ?? 0;
    const page = copies[ref.file]?.[taken];
    if (!page) throw new PdfToolError('Una pagina scelta non esiste più: scegli di nuovo i file');
    cursor[ref.file] = taken + 1;
    page.setRotation(degrees((page.getRotation().angle + ref.rotation) % 360));
    out.addPage(page);
  }
  const bytes = await out.save({ useObjectStreams: true });
  progress(sources.length + 1, sources.length + 1);
  return bytes;
}

/** Every page of every source in order, unturned: what «Unisci» writes. */
export function allPages(pageCounts: readonly number[]): PageRef[] {
  return pageCounts.flatMap((count, file) => Array.from({ length: count }, (_, page) => ({ file, page, rotation: 0 as const })));
}

function baseName(name: string): string {
  return name.replace(/\.pdf$/i, '') || 'documento';
}

/** One PDF per page, in a ZIP named after the source: «relazione-pagina-01.pdf», … */
export async function splitPdf(source: NamedBytes, progress: Progress = () => {}): Promise<Uint8Array> {
  const doc = await openPdf(source);
  const count = doc.getPageCount();
  const digits = String(count).length;
  const files: Record<string, Uint8Array> = {};
  for (let index = 0; index < count; index += 1) {
    const single = await PDFDocument.create();
    const [page] = await single.copyPages(doc, [index]);
    single.addPage(page);
    files[`${baseName(source.name)}-pagina-${String(index + 1).padStart(digits, '0')}.pdf`] = await single.save();
    progress(index + 1, count);
  }
  // PDFs are compressed already: storing them keeps the ZIP fast.
  return zipSync(files, { level: 0 });
}

export type ImageLayout = 'a4' | 'image';

function imageKind(bytes: Uint8Array): 'jpg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  return null;
}

async function embedImage(out: PDFDocument, image: NamedBytes): Promise<PDFImage> {
  const kind = imageKind(image.bytes);
  if (!kind) throw new PdfToolError(`«${image.name}» non è un'immagine JPG o PNG`);
  try {
    return kind === 'jpg' ? await out.embedJpg(image.bytes) : await out.embedPng(image.bytes);
  } catch {
    throw new PdfToolError(`«${image.name}» è danneggiata: non si riesce a leggerla`);
  }
}

/** JPG and PNG images, one a page: on A4 (fitted inside a margin, turned to landscape when wider than tall) or on the image's own size. */
export async function imagesToPdf(images: readonly NamedBytes[], layout: ImageLayout, progress: Progress = () => {}): Promise<Uint8Array> {
  if (images.length === 0) throw new PdfToolError('Scegli almeno un\'immagine JPG o PNG');
  const out = await PDFDocument.create();
  for (const [index, image] of images.entries()) {
    const embedded = await embedImage(out, image);
    if (layout === 'image') {
      out.addPage([embedded.width, embedded.height]).drawImage(embedded, { x: 0, y: 0, width: embedded.width, height: embedded.height });
    } else {
      const [width, height] = embedded.width > embedded.height ? [A4[1], A4[0]] : A4;
      const scale = Math.min((width - 2 * A4_MARGIN) / embedded.width, (height - 2 * A4_MARGIN) / embedded.height, 1);
      const size = { width: embedded.width * scale, height: embedded.height * scale };
      out.addPage([width, height]).drawImage(embedded, { x: (width - size.width) / 2, y: (height - size.height) / 2, ...size });
    }
    progress(index + 1, images.length);
  }
  return out.save({ useObjectStreams: true });
}

/** How many pages a PDF has, or why it cannot be read. */
export async function countPages(file: NamedBytes): Promise<number> {
  return (await openPdf(file)).getPageCount();
}
