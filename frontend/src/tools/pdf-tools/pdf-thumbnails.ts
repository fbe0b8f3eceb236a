import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;
let library: Promise<PdfJs> | null = null;

/** pdf.js and its own worker load only when a PDF is on screen, from this site (precached for offline use). */
function pdfjs(): Promise<PdfJs> {
  library ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  return library;
}

/** Opens a PDF for drawing; pdf.js takes a copy, since it hands its bytes to its worker. */
export async function openForThumbnails(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  return lib.getDocument({ data: bytes.slice(), isEvalSupported: false, disableAutoFetch: true, useSystemFonts: true }).promise;
}

/** Draws one page, turned by the rotation added on screen, `width` CSS pixels wide. */
export async function drawThumbnail(doc: PDFDocumentProxy, pageIndex: number, rotation: number, canvas: HTMLCanvasElement, width: number): Promise<void> {
  const page = await doc.getPage(pageIndex + 1);
  const turned = (page.rotate + rotation) % 360;
  const unit = page.getViewport({ scale: 1, rotation: turned });
  const scale = (width * Math.min(window.devicePixelRatio || 1, 2)) / unit.width;
  const viewport = page.getViewport({ scale, rotation: turned });
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
}
