import type { CalculateNetSalaryRequest, CalculateNetSalaryResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const NET_SALARY_ERROR = 'Errore durante il calcolo';

export function calculateNetSalary(request: CalculateNetSalaryRequest, signal: AbortSignal): Promise<CalculateNetSalaryResponse> {
  return apiRequest<CalculateNetSalaryResponse>('/api/calculate-net-salary', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: NET_SALARY_ERROR, network: CONNECTION_ERROR },
  });
}
