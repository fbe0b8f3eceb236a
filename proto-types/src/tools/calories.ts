/** Calorie needs (`POST /api/calculate-calories`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { ACTIVITY_LEVELS, ACTIVITY_LEVEL_LABELS, GENDERS, GENDER_LABELS, GOALS, GOAL_LABELS } from '../enums.js';

export const CalorieRequest = Type.Object({
  age: Type.Integer({ minimum: 15, maximum: 100, title: 'Età (anni)' }),
  gender: StringEnum(GENDERS, { title: 'Sesso', [CHOICE_LABELS]: GENDER_LABELS }),
  weight: Type.Number({ minimum: 30, maximum: 300, title: 'Peso (kg)' }),
  height: Type.Number({ minimum: 120, maximum: 250, title: 'Altezza (cm)' }),
  activityLevel: StringEnum(ACTIVITY_LEVELS, { title: 'Livello di attività', [CHOICE_LABELS]: ACTIVITY_LEVEL_LABELS }),
  goal: StringEnum(GOALS, { title: 'Obiettivo', [CHOICE_LABELS]: GOAL_LABELS }),
});
export type CalorieRequest = Static<typeof CalorieRequest>;

export const Macronutrients = Type.Object({
  protein: Type.Number(),
  carbs: Type.Number(),
  fat: Type.Number(),
});
export type Macronutrients = Static<typeof Macronutrients>;

export const CalorieResponse = Type.Object({
  targetCalories: Type.Number(),
  bmr: Type.Number(),
  tdee: Type.Number(),
  macronutrients: Macronutrients,
  recommendation: Type.String(),
});
export type CalorieResponse = Static<typeof CalorieResponse>;
