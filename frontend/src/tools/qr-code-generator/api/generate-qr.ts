import type { QrRequest, QrResponse } from '@orbita/proto-types';
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
