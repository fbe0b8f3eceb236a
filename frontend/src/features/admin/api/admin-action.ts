import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

/** A change the admin makes from the dashboard; its failures are only logged (spec §8). */
export function adminAction(method: 'PUT' | 'DELETE', path: string, token: string): Promise<unknown> {
  return apiRequest<unknown>(path, { method, token, errors: { fallback: 'Operazione non riuscita', network: CONNECTION_ERROR } });
}
