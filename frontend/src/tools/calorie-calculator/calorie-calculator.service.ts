import type { CalorieRequest } from '@orbita/proto-types';
import { ACTIVITY_LEVEL_LABELS, type ActivityLevel, type Gender, type Goal } from '@orbita/proto-types/enums';
import { decimalValue } from '../../lib/parse-decimal';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface CalorieForm {
  age: string;
  gender: Gender;
  weight: string;
  height: string;
  activityLevel: ActivityLevel;
  goal: Goal;
}

export const INITIAL_CALORIE_FORM: CalorieForm = {
  age: '',
  gender: 'male',
  weight: '',
  height: '',
  activityLevel: 'moderately',
  goal: 'maintain',
};

export { GENDER_LABELS, GOAL_LABELS } from '@orbita/proto-types/enums';
export const ACTIVITY_LABELS: Record<ActivityLevel, string> = ACTIVITY_LEVEL_LABELS;

export const REQUIRED_FIELDS_ERROR = 'Compila tutti i campi obbligatori';

/** The units each number field also accepts after its number («70 kg»). */
export const FIELD_UNITS: Record<'age' | 'weight' | 'height', readonly string[]> = { age: ['anni', 'anno'], weight: ['kg'], height: ['cm'] };

/** Each field named as its label names it. */
export const NOT_A_NUMBER = {
  age: "L'età non è un numero: scrivila in anni, come 30",
  weight: 'Il peso non è un numero: scrivilo in chilogrammi, come 70 o 68,5',
  height: "L'altezza non è un numero: scrivila in centimetri, come 175 o 172,5",
} as const;

/** The request to send, or the message for missing fields; ranges are checked by the service. */
export function toCalorieRequest(form: CalorieForm): { request: CalorieRequest } | { error: string } {
  if (!form.age.trim() || !form.weight.trim() || !form.height.trim()) return { error: REQUIRED_FIELDS_ERROR };
  const age = decimalValue(form.age, { units: FIELD_UNITS.age });
  if (Number.isNaN(age)) return { error: NOT_A_NUMBER.age };
  const weight = decimalValue(form.weight, { units: FIELD_UNITS.weight });
  if (Number.isNaN(weight)) return { error: NOT_A_NUMBER.weight };
  const height = decimalValue(form.height, { units: FIELD_UNITS.height });
  if (Number.isNaN(height)) return { error: NOT_A_NUMBER.height };
  return {
    request: {
      age: Math.round(age),
      gender: form.gender,
      weight,
      height,
      activityLevel: form.activityLevel,
      goal: form.goal,
    },
  };
}

/** `/tools/calorie-calculator?eta=30&sesso=donna&peso=60&altezza=165&attivita=moderata&obiettivo=mantenere`. */
export const CALORIE_URL: UrlSchema<CalorieForm> = {
  age: ['eta', decimalTextParam({ min: 1, max: 130, units: FIELD_UNITS.age })],
  gender: ['sesso', choiceParam(new Map<Gender, string>([['male', 'uomo'], ['female', 'donna']]))],
  weight: ['peso', decimalTextParam({ min: 1, max: 500, units: FIELD_UNITS.weight })],
  height: ['altezza', decimalTextParam({ min: 30, max: 300, units: FIELD_UNITS.height })],
  activityLevel: [
    'attivita',
    choiceParam(
      new Map<ActivityLevel, string>([
        ['sedentary', 'sedentaria'],
        ['lightly', 'leggera'],
        ['moderately', 'moderata'],
        ['very', 'intensa'],
        ['extra', 'estrema'],
      ]),
    ),
  ],
  goal: ['obiettivo', choiceParam(new Map<Goal, string>([['lose', 'dimagrire'], ['maintain', 'mantenere'], ['gain', 'aumentare']]))],
};
