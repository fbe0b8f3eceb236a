import type { LoginRequest, LoginResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/admin/login', {
    method: 'POST',
    json: request,
    errors: { fallback: 'Credenziali non valide', network: CONNECTION_ERROR },
  });
}
