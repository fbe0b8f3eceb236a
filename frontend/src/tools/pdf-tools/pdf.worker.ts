import { serveInWorker } from '../../lib/worker-task';
import { handlePdfRequest, type PdfRequest } from './pdf-requests';

const scope = self as unknown as Parameters<typeof serveInWorker>[0];

serveInWorker<PdfRequest, number | Uint8Array>(
  scope,
  async (request, progress) => {
    const result = await handlePdfRequest(request, progress);
    return { result, transfer: typeof result === 'number' ? [] : [result.buffer as ArrayBuffer] };
  },
  'Non è stato possibile elaborare il PDF: riprova con un altro file',
);
