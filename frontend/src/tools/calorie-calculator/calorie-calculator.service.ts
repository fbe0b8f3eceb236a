import type { CalorieRequest } from '@orbita/proto-types';
import type { ActivityLevel, Gender, Goal } from '@orbita/proto-types/enums';
import { parseDecimal } from '../../lib/parse-decimal';
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

export const GENDER_LABELS: Record<Gender, string> = { male: 'Uomo', female: 'Donna' };

export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: 'Sedentario (poco o nessun esercizio)',
  lightly: 'Leggermente attivo (1-3 giorni a settimana)',
  moderately: 'Moderatamente attivo (3-5 giorni a settimana)',
  very: 'Molto attivo (6-7 giorni a settimana)',
  extra: 'Estremamente attivo (lavoro fisico o doppi allenamenti)',
};

export const GOAL_LABELS: Record<Goal, string> = {
  lose: 'Perdere peso',
  maintain: 'Mantenere il peso',
  gain: 'Aumentare di peso',
};

export const REQUIRED_FIELDS_ERROR = 'Compila tutti i campi obbligatori';

/** The request to send, or the message for missing fields; ranges are checked by the service. */
export function toCalorieRequest(form: CalorieForm): { request: CalorieRequest } | { error: string } {
  if (!form.age.trim() || !form.weight.trim() || !form.height.trim()) return { error: REQUIRED_FIELDS_ERROR };
  const age = parseDecimal(form.age);
  const weight = parseDecimal(form.weight);
  const height = parseDecimal(form.height);
  if ([age, weight, height].some(Number.isNaN)) return { error: REQUIRED_FIELDS_ERROR };
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
  age: ['eta', decimalTextParam({ min: 1, max: 130 })],
  gender: ['sesso', choiceParam(new Map<Gender, string>([['male', 'uomo'], ['female', 'donna']]))],
  weight: ['peso', decimalTextParam({ min: 1, max: 500 })],
  height: ['altezza', decimalTextParam({ min: 30, max: 300 })],
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
