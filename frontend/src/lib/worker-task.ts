/**
 * Heavy file work runs in a Web Worker, so the page never freezes. The worker answers each request with
 * `progress` messages and then one `done` or `error`; cancelling terminates it, which stops the work at once
 * (a library call cannot be interrupted from inside), and the next request starts a fresh worker.
 */
export type WorkerMessage<R> =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: R }
  | { type: 'error'; message: string };

/** The `name` of an error whose message is an Italian sentence for the visitor. */
export const FILE_TOOL_ERROR = 'FileToolError';

/** A refusal in Italian, from the worker or the page: shown as it is. */
export class FileToolError extends Error {
  override name = FILE_TOOL_ERROR;
}

export class TaskCancelled extends Error {
  constructor() {
    super('Operazione annullata');
  }
}

export interface TaskOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  transfer?: Transferable[];
}

export function runInWorker<R>(createWorker: () => Worker, request: unknown, options: TaskOptions = {}): Promise<R> {
  const { onProgress, signal, transfer = [] } = options;
  if (signal?.aborted) return Promise.reject(new TaskCancelled());
  const worker = createWorker();
  return new Promise<R>((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      finish();
      reject(new TaskCancelled());
    };
    signal?.addEventListener('abort', cancel);
    worker.onmessage = (event: MessageEvent<WorkerMessage<R>>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress?.(message.total > 0 ? message.done / message.total : 0);
        return;
      }
      finish();
      if (message.type === 'done') resolve(message.result);
      else reject(new FileToolError(message.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new FileToolError('Il browser ha interrotto il lavoro: il file è forse troppo grande per la memoria di questo dispositivo'));
    };
    worker.postMessage(request, transfer);
  });
}

/** The worker's side: answers one request with progress, then its result or the Italian sentence of its error. */
export function serveInWorker<Q, R>(scope: { postMessage: (message: unknown, transfer?: Transferable[]) => void; onmessage: unknown }, handle: (request: Q, progress: (done: number, total: number) => void) => Promise<{ result: R; transfer?: Transferable[] }>, fallback: string): void {
  scope.onmessage = async (event: MessageEvent<Q>) => {
    try {
      const { result, transfer = [] } = await handle(event.data, (done, total) => scope.postMessage({ type: 'progress', done, total }));
      scope.postMessage({ type: 'done', result }, transfer);
    } catch (error) {
      // Only a tool's own refusals are Italian sentences meant for the visitor; anything else gets the fallback.
      const message = error instanceof Error && error.name === FILE_TOOL_ERROR ? error.message : fallback;
      scope.postMessage({ type: 'error', message });
    }
  };
}
