import { runInWorker, type TaskOptions } from '../../lib/worker-task';
import type { PdfRequest } from './pdf-requests';

/** Runs one PDF request in a fresh worker, so «Annulla» can stop it at once. */
export function runPdfTask<R extends number | Uint8Array>(request: PdfRequest, options: TaskOptions = {}): Promise<R> {
  return runInWorker<R>(() => new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' }), request, options);
}
