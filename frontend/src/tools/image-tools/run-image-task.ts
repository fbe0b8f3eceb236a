import { runInWorker, type TaskOptions } from '../../lib/worker-task';
import type { ImageAnswer, ImageRequest } from './image.worker';

/** Runs one image request in a fresh worker, so «Annulla» can stop it at once. */
export function runImageTask<R extends ImageAnswer>(request: ImageRequest, options: TaskOptions = {}): Promise<R> {
  return runInWorker<R>(() => new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module' }), request, options);
}
