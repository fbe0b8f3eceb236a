import type { CalorieRequest, CalorieResponse } from '@orbita/proto-types';
import { apiRequest } from '../../lib/api-client';

export function calculateCalories(request: CalorieRequest): Promise<CalorieResponse> {
  return apiRequest<CalorieResponse>('/api/calculate-calories', {
    method: 'POST',
    json: request,
    errors: { fallback: 'Errore durante il calcolo', network: 'Errore durante il calcolo. Riprova più tardi.' },
  });
}
