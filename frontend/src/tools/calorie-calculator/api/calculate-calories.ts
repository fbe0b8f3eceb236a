import type { CalorieRequest, CalorieResponse } from '@orbita/proto-types';
import { apiRequest } from '../../../lib/api-client';

export const CALORIE_ERROR = 'Errore durante il calcolo';

export function calculateCalories(request: CalorieRequest): Promise<CalorieResponse> {
  return apiRequest<CalorieResponse>('/api/calculate-calories', {
    method: 'POST',
    json: request,
    errors: { fallback: CALORIE_ERROR, network: 'Errore durante il calcolo. Riprova più tardi.' },
  });
}
