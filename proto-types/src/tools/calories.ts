/** Calorie needs (`POST /api/calculate-calories`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { CALORIE_FIELDS, CHOICE_TITLES } from '../logic/bounds.js';
import { ACTIVITY_LEVELS, ACTIVITY_LEVEL_LABELS, GENDERS, GENDER_LABELS, GOALS, GOAL_LABELS } from '../enums.js';

export const CalorieRequest = Type.Object({
  age: Type.Integer({ ...CALORIE_FIELDS.age }),
  gender: StringEnum(GENDERS, { title: CHOICE_TITLES.gender, [CHOICE_LABELS]: GENDER_LABELS }),
  weight: Type.Number({ ...CALORIE_FIELDS.weight }),
  height: Type.Number({ ...CALORIE_FIELDS.height }),
  activityLevel: StringEnum(ACTIVITY_LEVELS, { title: CHOICE_TITLES.activityLevel, [CHOICE_LABELS]: ACTIVITY_LEVEL_LABELS }),
  goal: StringEnum(GOALS, { title: CHOICE_TITLES.goal, [CHOICE_LABELS]: GOAL_LABELS }),
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
