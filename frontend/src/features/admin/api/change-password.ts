import type { ChangePasswordRequest, ChangePasswordResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export function changePassword(request: ChangePasswordRequest, token: string): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/api/admin/change-password', {
    method: 'POST',
    json: request,
    token,
    errors: { fallback: 'Errore durante il cambio password', network: CONNECTION_ERROR },
  });
}
