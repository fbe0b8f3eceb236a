import type { CalculateNetSalaryRequest, CalculateNetSalaryResponse } from '@orbita/proto-types';
import { calculateNetSalary as netSalaryFor } from '@orbita/proto-types/logic/net-salary';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
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

/** The service's answer or refusal, worked out in the page by the same logic and rule tables (proto-types): no round trip. */
export function netSalaryInPage(request: CalculateNetSalaryRequest): ToolOutcome<CalculateNetSalaryResponse> {
  return outcomeOf(() => netSalaryFor(request));
}
