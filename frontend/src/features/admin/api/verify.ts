import type { VerifyResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export function verifyToken(token: string, signal: AbortSignal): Promise<VerifyResponse> {
  return apiRequest<VerifyResponse>('/api/admin/verify', {
    token,
    signal,
    errors: { fallback: 'Sessione non valida', network: CONNECTION_ERROR },
  });
}
