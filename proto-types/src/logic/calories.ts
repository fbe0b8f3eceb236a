/**
 * Calorie needs: the logic of `POST /api/calculate-calories` and of the page, which works the answer out itself at
 * each change. Pure and free of schema code, so the frontend bundles it.
 */
import { ACTIVITY_LEVELS, ACTIVITY_LEVEL_LABELS, BODY_LIMITS, GENDERS, GENDER_LABELS, GOALS, GOAL_LABELS, type ActivityLevel, type Gender, type Goal } from '../enums.js';
import type { CalorieRequest, CalorieResponse, Macronutrients } from '../tools/calories.js';
import { CALORIE_FIELDS, CHOICE_TITLES } from './bounds.js';
import { checkChoice, checkNumber, ToolRefusal } from './refusal.js';

/** The code of a calorie refusal beyond the contract's own checks. */
export const CALORIES_REFUSED = 'TOOLS_INVALID_CALORIES';

/** Multipliers of the basal rate by daily activity (the usual Harris–Benedict/FAO factors). */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly: 1.375,
  moderately: 1.55,
  very: 1.725,
  extra: 1.9,
};

/**
 * How far the target moves from maintenance: 500 kcal a day less is about 0.5 kg of fat a week;
 * 300 kcal more is a lean gain that limits fat.
 */
export const GOAL_ADJUSTMENT: Record<Goal, number> = { lose: -500, maintain: 0, gain: 300 };

/** Below these a diet without medical supervision risks missing nutrients. */
export const SAFE_FLOOR: Record<Gender, number> = { male: 1500, female: 1200 };

/** Share of the target's calories from each macronutrient, per goal (protein, carbs, fat). */
export const MACRO_SPLIT: Record<Goal, Macronutrients> = {
  lose: { protein: 0.3, carbs: 0.4, fat: 0.3 },
  maintain: { protein: 0.25, carbs: 0.5, fat: 0.25 },
  gain: { protein: 0.25, carbs: 0.5, fat: 0.25 },
};

export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Mifflin–St Jeor (1990): kcal a day at rest; weight kg, height cm, age years. */
export function basalMetabolicRate(weight: number, height: number, age: number, gender: Gender): number {
  const common = 10 * weight + 6.25 * height - 5 * age;
  return gender === 'male' ? common + 5 : common - 161;
}

export interface CalorieTarget {
  target: number;
  /**
   * `adjusted`: maintenance moved by the goal; `floor`: a weight-loss target raised to the safe
   * floor; `maintenance`: maintenance is already at or below the floor, so no deficit is advised.
   */
  rule: 'adjusted' | 'floor' | 'maintenance';
}

/** The daily target for a goal: a weight-loss target never goes below the safe floor. */
export function targetFor(tdee: number, goal: Goal, gender: Gender): CalorieTarget {
  const adjusted = tdee + GOAL_ADJUSTMENT[goal];
  const floor = SAFE_FLOOR[gender];
  if (goal !== 'lose' || adjusted >= floor) return { target: adjusted, rule: 'adjusted' };
  if (tdee <= floor) return { target: tdee, rule: 'maintenance' };
  return { target: floor, rule: 'floor' };
}

/**
 * Grams of each macronutrient for `target` kcal. Protein and fat are rounded first; carbs take
 * what is left, so 4·protein + 4·carbs + 9·fat stays within 2 kcal of the target.
 */
export function macronutrientsFor(target: number, goal: Goal): Macronutrients {
  const split = MACRO_SPLIT[goal];
  const protein = Math.round((target * split.protein) / KCAL_PER_GRAM.protein);
  const fat = Math.round((target * split.fat) / KCAL_PER_GRAM.fat);
  const carbs = Math.round((target - protein * KCAL_PER_GRAM.protein - fat * KCAL_PER_GRAM.fat) / KCAL_PER_GRAM.carbs);
  return { protein, carbs, fat };
}

const kcal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' } as Intl.NumberFormatOptions);

/**
 * The advice under the figures: each figure and each sentence once. The page shows the target and the daily
 * expenditure just above, so the advice says what to do with them instead of repeating them.
 */
function weightLossAdvice(target: number, tdee: number, rule: CalorieTarget['rule'], gender: Gender): string {
  if (rule === 'maintenance') {
    const floor = kcal.format(SAFE_FLOOR[gender]);
    return (
      `Il tuo fabbisogno di ${kcal.format(tdee)} kcal al giorno è già sotto la soglia di sicurezza di ${floor} kcal: ` +
      'non ridurre le calorie da solo e chiedi a un medico o a un dietista come perdere peso.'
    );
  }
  if (rule === 'floor') {
    // The target is the floor itself: said once.
    return (
      `500 kcal in meno del tuo fabbisogno (${kcal.format(tdee)} kcal) scenderebbero sotto la soglia di sicurezza: ` +
      `punta a ${kcal.format(target)} kcal al giorno, il minimo senza il parere di un medico, con un calo più lento.`
    );
  }
  return `Per perdere peso punta a ${kcal.format(target)} kcal al giorno, 500 in meno del tuo fabbisogno di ${kcal.format(tdee)} kcal: circa mezzo chilo a settimana.`;
}

function recommendationFor(goal: Goal, target: number, tdee: number, rule: CalorieTarget['rule'], gender: Gender): string {
  const balance =
    'Distribuisci le calorie su pasti regolari, privilegia cibi poco lavorati e bevi acqua a sufficienza.';
  if (goal === 'maintain') {
    return `Per mantenere il peso resta intorno a ${kcal.format(target)} kcal al giorno, il tuo fabbisogno. ${balance}`;
  }
  if (goal === 'gain') {
    return (
      `Per aumentare di peso in modo graduale punta a ${kcal.format(target)} kcal al giorno, 300 in più del tuo fabbisogno ` +
      `di ${kcal.format(tdee)} kcal, unendo un allenamento di forza per favorire la massa muscolare. ${balance}`
    );
  }
  return `${weightLossAdvice(target, tdee, rule, gender)} Mantieni un buon apporto di proteine e fai attività fisica con regolarità.`;
}

const ONE_DECIMAL = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 'always' } as Intl.NumberFormatOptions);

/**
 * Weight and height each within the contract's range can still make a body no one has (120 cm and 300 kg): their BMI
 * must lie where a person's can (proto-types BODY_LIMITS, with the sources), or the need computed from them means nothing.
 */
function checkBodyMeasures(weight: number, height: number): void {
  const bmi = weight / (height / 100) ** 2;
  const { min, max } = BODY_LIMITS.bmi;
  if (bmi < min || bmi > max) {
    throw new ToolRefusal(
      CALORIES_REFUSED,
      `Peso e altezza insieme danno un BMI di ${ONE_DECIMAL.format(bmi)}, fuori da quelli possibili per una persona (tra ${min} e ${max}): controlla il peso in chilogrammi e l'altezza in centimetri`,
    );
  }
}

/** The contract's own checks, in its order, with its sentences: the page refuses what the API would. */
function checkRequest({ age, gender, weight, height, activityLevel, goal }: CalorieRequest): void {
  checkNumber(age, CALORIE_FIELDS.age, true);
  checkChoice(gender, CHOICE_TITLES.gender, GENDERS, GENDER_LABELS);
  checkNumber(weight, CALORIE_FIELDS.weight);
  checkNumber(height, CALORIE_FIELDS.height);
  checkChoice(activityLevel, CHOICE_TITLES.activityLevel, ACTIVITY_LEVELS, ACTIVITY_LEVEL_LABELS);
  checkChoice(goal, CHOICE_TITLES.goal, GOALS, GOAL_LABELS);
}

/** The answer to a calorie request, or a `ToolRefusal`. */
export function calculateCalories(request: CalorieRequest): CalorieResponse {
  checkRequest(request);
  const { age, gender, weight, height, activityLevel, goal } = request;
  checkBodyMeasures(weight, height);
  const exactBmr = basalMetabolicRate(weight, height, age, gender);
  const tdee = Math.round(exactBmr * ACTIVITY_FACTORS[activityLevel]);
  const { target, rule } = targetFor(tdee, goal, gender);
  return {
    targetCalories: target,
    bmr: Math.round(exactBmr),
    tdee,
    macronutrients: macronutrientsFor(target, goal),
    recommendation: recommendationFor(goal, target, tdee, rule, gender),
  };
}
