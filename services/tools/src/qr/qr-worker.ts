import { makeQrImage, type QrImageJob, type QrImageResult } from './qr-image.js';

/** The entry of the QR worker threads (see qr-images.ts): one job in, its image or refusal out. */
export default function qrWorker(job: QrImageJob): QrImageResult {
  return makeQrImage(job);
}
