import { assemblePdf, countPages, imagesToPdf, splitPdf, type ImageLayout, type NamedBytes, type PageRef, type Progress } from './pdf-operations';

export type PdfRequest =
  | { op: 'count'; file: NamedBytes }
  | { op: 'assemble'; sources: NamedBytes[]; pages: PageRef[] }
  | { op: 'split'; sources: NamedBytes[]; pages: PageRef[]; name: string }
  | { op: 'images'; images: NamedBytes[]; layout: ImageLayout };

/** What the PDF worker does with one request: a page count, or the bytes of the PDF or ZIP written. */
export async function handlePdfRequest(request: PdfRequest, progress: Progress): Promise<number | Uint8Array> {
  if (request.op === 'count') return countPages(request.file);
  if (request.op === 'images') return imagesToPdf(request.images, request.layout, progress);
  if (request.op === 'assemble') return assemblePdf(request.sources, request.pages, progress);
  const whole = await assemblePdf(request.sources, request.pages, (done, total) => progress(done, total * 2));
  return splitPdf({ name: request.name, bytes: whole }, (done, total) => progress(total + done, total * 2));
}
