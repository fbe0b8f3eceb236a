import type { ConvertUnitRequest, ConvertUnitResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { convertUnit as answerFor } from '@orbita/proto-types/logic/unit';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const UNIT_ERROR = 'Errore durante la conversione';

export function convertUnit(request: ConvertUnitRequest, signal: AbortSignal): Promise<ConvertUnitResponse> {
  return apiRequest<ConvertUnitResponse>('/api/convert-unit', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: UNIT_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function unitInPage(request: ConvertUnitRequest): ToolOutcome<ConvertUnitResponse> {
  return outcomeOf(() => answerFor(request));
}
