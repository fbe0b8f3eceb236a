import { Type, type Static } from 'typebox';

export const FoodAnalysis = Type.Object({
  ingredients: Type.Array(Type.String()),
  calories: Type.Number({ minimum: 0 }),
  protein: Type.Number({ minimum: 0 }),
  carbs: Type.Number({ minimum: 0 }),
  fat: Type.Number({ minimum: 0 }),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});
export type FoodAnalysis = Static<typeof FoodAnalysis>;

/** The answer of `POST /api/analyze-food`: the analysis and who made it. */
export const FoodAnalysisResponse = Type.Object({
  ...FoodAnalysis.properties,
  model: Type.String(),
});
export type FoodAnalysisResponse = Static<typeof FoodAnalysisResponse>;

export const AnalyzeFoodStatus = Type.Object({
  available: Type.Boolean(),
  model: Type.Union([Type.String(), Type.Null()]),
  provider: Type.Union([Type.String(), Type.Null()]),
  maxBytes: Type.Integer(),
});
export type AnalyzeFoodStatus = Static<typeof AnalyzeFoodStatus>;

export const ANALYZE_FOOD_FIELD = 'image';
export const ANALYZE_FOOD_MAX_BYTES = 10 * 1024 * 1024;
