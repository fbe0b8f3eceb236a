import { serveInWorker } from '../../lib/worker-task';
import { assemblePdf, countPages, imagesToPdf, splitPdf, type ImageLayout, type NamedBytes, type PageRef } from './pdf-operations';

export type PdfRequest =
  | { op: 'count'; file: NamedBytes }
  | { op: 'assemble'; sources: NamedBytes[]; pages: PageRef[] }
  | { op: 'split'; sources: NamedBytes[]; pages: PageRef[]; name: string }
  | { op: 'images'; images: NamedBytes[]; layout: ImageLayout };

const scope = self as unknown as Parameters<typeof serveInWorker>[0];

serveInWorker<PdfRequest, number | Uint8Array>(
  scope,
  async (request, progress) => {
    if (request.op === 'count') return { result: await countPages(request.file) };
    let bytes: Uint8Array;
    if (request.op === 'images') bytes = await imagesToPdf(request.images, request.layout, progress);
    else if (request.op === 'assemble') bytes = await assemblePdf(request.sources, request.pages, progress);
    else {
      const whole = await assemblePdf(request.sources, request.pages, (done, total) => progress(done, total * 2));
      bytes = await splitPdf({ name: request.name, bytes: whole }, (done, total) => progress(total + done, total * 2));
    }
    return { result: bytes, transfer: [bytes.buffer as ArrayBuffer] };
  },
  'Non è stato possibile elaborare il PDF: riprova con un altro file',
);
