import type { QrRequest, QrResponse } from '@orbita/proto-types';
import { checkQrRequest, generateQr as qrFor, qrSvg } from '@orbita/proto-types/logic/qr';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { zlibSync } from 'fflate';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const QR_ERROR = 'Errore durante la generazione';

export function generateQr(request: QrRequest, signal: AbortSignal): Promise<QrResponse> {
  return apiRequest<QrResponse>('/api/generate-qr', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: QR_ERROR, network: CONNECTION_ERROR },
  });
}

/** The same compression as the service's zlib (level 6): the bytes may differ, the pixels they decode to do not. */
const deflate = (raw: Uint8Array) => zlibSync(raw, { level: 6 });

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip, offline too. */
export function qrInPage(request: QrRequest): ToolOutcome<QrResponse> {
  return outcomeOf(() => qrFor(request, deflate));
}

/**
 * The SVG the service answers at `downloadUrl&format=svg`, drawn in the page from the same address (its query holds
 * every parameter), so the download needs no connection.
 */
export function svgOf(downloadUrl: string): string {
  const query = new URL(downloadUrl, 'http://page.invalid').searchParams;
  const hex = (name: string) => `#${query.get(name) ?? ''}`;
  const request: QrRequest = {
    text: query.get('text') ?? '',
    size: Number(query.get('size')),
    color: hex('color'),
    backgroundColor: hex('backgroundColor'),
    errorCorrectionLevel: (query.get('errorCorrectionLevel') ?? 'M') as QrRequest['errorCorrectionLevel'],
  };
  return qrSvg(checkQrRequest(request));
}
