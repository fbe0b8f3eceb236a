import { parseDecimal } from '../../lib/parse-decimal';
import { decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export const BMI_LIMITS = { underweight: 18.5, normal: 25, overweight: 30 } as const;
export const MAX_HEIGHT_CM = 300;
export const MAX_WEIGHT_KG = 500;

export type BmiClass = 'Sottopeso' | 'Normopeso' | 'Sovrappeso' | 'Obeso';

export interface BmiResult {
  /** Rounded to one decimal, as shown. */
  bmi: number;
  bmiClass: BmiClass;
  advice: string;
  /** The weights (kg, one decimal) whose BMI is Normopeso at this height: from 18.5 to 24.9. */
  healthyWeight: { min: number; max: number };
}

export type BmiOutcome = { result: BmiResult } | { error: string };

export const BMI_ADVICE: Record<BmiClass, string> = {
  Sottopeso:
    "Il tuo peso è sotto l'intervallo consigliato. Valuta con un medico o un nutrizionista un'alimentazione più ricca e bilanciata.",
  Normopeso:
    "Il tuo peso rientra nell'intervallo consigliato. Continua così, con un'alimentazione equilibrata e attività fisica regolare.",
  Sovrappeso:
    "Il tuo peso è sopra l'intervallo consigliato. Più movimento e un'alimentazione attenta possono aiutarti: chiedi consiglio a un professionista.",
  Obeso:
    'Il tuo BMI indica obesità, una condizione che può pesare sulla salute. Parlane con il tuo medico per un percorso adatto a te.',
};

/** The class of a weight at a height, with the BMI rounded to one decimal as the result shows it. */
function classAt(weightKg: number, squareMetres: number): BmiClass {
  return classifyBmi(Math.round((weightKg / squareMetres) * 10) / 10);
}

/**
 * The lightest and heaviest weights (kg, one decimal) that this calculator calls Normopeso at this
 * height: found from the band's bounds, then checked against the same rounding as the result.
 */
export function healthyWeightRange(heightCm: number): { min: number; max: number } {
  const squareMetres = (heightCm / 100) ** 2;
  const tenths = (kg: number) => Math.round(kg * 10);
  let min = tenths(BMI_LIMITS.underweight * squareMetres) - 2;
  while (classAt(min / 10, squareMetres) !== 'Normopeso') min += 1;
  let max = tenths(BMI_LIMITS.normal * squareMetres) + 2;
  while (classAt(max / 10, squareMetres) !== 'Normopeso') max -= 1;
  return { min: min / 10, max: max / 10 };
}

export function classifyBmi(bmi: number): BmiClass {
  if (bmi < BMI_LIMITS.underweight) return 'Sottopeso';
  if (bmi < BMI_LIMITS.normal) return 'Normopeso';
  if (bmi < BMI_LIMITS.overweight) return 'Sovrappeso';
  return 'Obeso';
}

/** BMI = weight / (height in metres)², with the checks and messages of the spec. */
export function calculateBmi(heightText: string, weightText: string): BmiOutcome {
  if (heightText.trim() === '' || weightText.trim() === '') return { error: 'Inserisci sia altezza che peso' };
  const heightCm = parseDecimal(heightText);
  const weightKg = parseDecimal(weightText);
  if (!(heightCm > 0) || !(weightKg > 0)) return { error: 'Altezza e peso devono essere valori positivi' };
  if (heightCm > MAX_HEIGHT_CM) return { error: "Altezza non valida. Inserisci l'altezza in centimetri" };
  if (weightKg > MAX_WEIGHT_KG) return { error: 'Peso non valido' };
  const heightM = heightCm / 100;
  const bmi = Math.round((weightKg / (heightM * heightM)) * 10) / 10;
  const bmiClass = classifyBmi(bmi);
  return { result: { bmi, bmiClass, advice: BMI_ADVICE[bmiClass], healthyWeight: healthyWeightRange(heightCm) } };
}

export interface BmiForm {
  height: string;
  weight: string;
}

export const EMPTY_BMI_FORM: BmiForm = { height: '', weight: '' };

/** `/tools/bmi-calculator?altezza=180&peso=75`: only values the calculator accepts are taken from a link. */
export const BMI_URL: UrlSchema<BmiForm> = {
  height: ['altezza', decimalTextParam({ min: 0.01, max: MAX_HEIGHT_CM })],
  weight: ['peso', decimalTextParam({ min: 0.01, max: MAX_WEIGHT_KG })],
};
