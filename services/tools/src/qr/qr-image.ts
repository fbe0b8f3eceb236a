import type { QrDownloadFormat, QrRequest } from '@orbita/proto-types';
import { buildSymbol, qrPng, qrSvg } from './symbol.js';

/** One image to make: a request that passed `normalizeQrRequest`, in one format. */
export interface QrImageJob {
  request: QrRequest;
  format: QrDownloadFormat;
}

/** The image's bytes, or the Italian refusal of a request whose text or size does not fit. */
export type QrImageResult = { bytes: Uint8Array } | { refusal: string };

/**
 * Builds the symbol once and draws it: what a worker thread runs. A refusal comes back as its
 * message, since an error's class does not cross from a worker to the thread that asked.
 */
export function makeQrImage({ request, format }: QrImageJob): QrImageResult {
  const spec = buildSymbol(request);
  if ('refusal' in spec) return spec;
  return { bytes: format === 'svg' ? Buffer.from(qrSvg(spec), 'utf8') : qrPng(spec) };
}
