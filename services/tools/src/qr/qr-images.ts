import type { QrDownloadFormat, QrRequest } from '@orbita/proto-types';
import { WorkerPool, workerFile } from '@orbita/service-kit';
import { LRUCache } from 'lru-cache';
import { InvalidQrInputError, QrBusyError } from '../errors.js';
import { makeQrImage, type QrImageJob, type QrImageResult } from './qr-image.js';

/** What a visitor turned away from a full queue is told to wait: a heavy image takes about 0.1 s. */
export const QR_RETRY_AFTER_SECONDS = 2;

/**
 * What the page asks as the visitor types (a link, a few hundred pixels) is drawn in about 0.3 ms at 300 px:
 * such an image is drawn at once on the event loop instead of waiting for a thread, which is slower to reach than
 * the image is to draw, and after 30 s idle must be started again (hundreds of milliseconds on the first keystroke).
 */
const INLINE_MAX_SIZE = 400;
const INLINE_MAX_TEXT_BYTES = 256;

export function drawnInline({ text, size }: Pick<QrRequest, 'text' | 'size'>): boolean {
  return size <= INLINE_MAX_SIZE && Buffer.byteLength(text, 'utf8') <= INLINE_MAX_TEXT_BYTES;
}

export interface QrImagesOptions {
  threads: number;
  queue: number;
  cacheBytes: number;
  /** The worker module; by default the compiled qr-worker.js of this package. */
  workerFile?: string;
}

/**
 * QR images made in a pool of worker threads, so a large symbol (a tenth of a second of CPU)
 * never holds the event loop that answers everybody else (small ones are drawn at once, see
 * `drawnInline`); the most recently asked are kept, by their parameters, up to `cacheBytes`.
 */
export class QrImages {
  private readonly pool: WorkerPool<QrImageJob, QrImageResult>;
  /** None when `cacheBytes` is 0. */
  private readonly cache: LRUCache<string, Buffer> | null;

  constructor(options: QrImagesOptions) {
    this.pool = new WorkerPool({
      filename: options.workerFile ?? workerFile(import.meta.url, 'qr-worker'),
      threads: options.threads,
      queue: options.queue,
      whenFull: () =>
        Object.assign(
          new QrBusyError('Il generatore di QR Code è molto richiesto in questo momento: riprova tra qualche secondo'),
          { retryAfter: QR_RETRY_AFTER_SECONDS },
        ),
    });
    this.cache =
      options.cacheBytes > 0 ? new LRUCache<string, Buffer>({ maxSize: options.cacheBytes, sizeCalculation: (image) => image.buffer.byteLength || 1 }) : null;
  }

  /** The image of a request that passed `normalizeQrRequest`; an Italian 400 when text or size do not fit. */
  async image(request: QrRequest, format: QrDownloadFormat): Promise<Buffer> {
    const { text, size, color, backgroundColor, errorCorrectionLevel } = request;
    const key = JSON.stringify([format, size, errorCorrectionLevel, color, backgroundColor, text]);
    const kept = this.cache?.get(key);
    if (kept) return kept;
    const job: QrImageJob = { request: { text, size, color, backgroundColor, errorCorrectionLevel }, format };
    const result = drawnInline(request) ? makeQrImage(job) : await this.pool.run(job);
    if ('refusal' in result) throw new InvalidQrInputError(result.refusal);
    // A buffer of its own, of the image's size: `result.bytes` is a view of a larger one (Node's 8 KB
    // pool for a small image, a worker's whole output buffer copied back), which the cache would keep
    // whole, up to 16 times its budget.
    const own = new Uint8Array(result.bytes);
    const image = Buffer.from(own.buffer, 0, own.byteLength);
    this.cache?.set(key, image);
    return image;
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
