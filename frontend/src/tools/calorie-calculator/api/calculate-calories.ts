import type { CalorieRequest, CalorieResponse } from '@orbita/proto-types';
import { calculateCalories } from '@orbita/proto-types/logic/calories';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';

/**
 * The answer or refusal of `POST /api/calculate-calories`, worked out in the page by the same logic (proto-types):
 * no round trip, and the same sentence as the API for a value it refuses.
 */
export function caloriesInPage(request: CalorieRequest): ToolOutcome<CalorieResponse> {
  return outcomeOf(() => calculateCalories(request));
}
