import type { CalorieRequest, CalorieResponse } from '@orbita/proto-types';
import { calculateCalories as caloriesFor } from '@orbita/proto-types/logic/calories';
import { InvalidCaloriesInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

export { ACTIVITY_FACTORS, GOAL_ADJUSTMENT, SAFE_FLOOR, MACRO_SPLIT, KCAL_PER_GRAM, basalMetabolicRate, targetFor, macronutrientsFor, type CalorieTarget } from '@orbita/proto-types/logic/calories';

/** The logic the calorie page runs too (proto-types), its refusals raised as this service's. */
export function calculateCalories(request: CalorieRequest): CalorieResponse {
  return answeredBy(InvalidCaloriesInputError, () => caloriesFor(request));
}
