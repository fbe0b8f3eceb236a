import { BODY_LIMITS } from '@orbita/proto-types/enums';
import { formatNumber } from '../../lib/format';
import { readDecimal } from '../../lib/parse-decimal';
import { decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export const BMI_LIMITS = { underweight: 18.5, normal: 25, overweight: 30 } as const;
/** The spec's bounds, with its own messages: over them the height or the weight is not valid at all. */
export const MAX_HEIGHT_CM = 300;
export const MAX_WEIGHT_KG = 500;
/** Within the spec's bounds, what a person can measure (why these, in proto-types BODY_LIMITS). */
const { heightCm: HEIGHT, weightKg: WEIGHT, bmi: BMI } = BODY_LIMITS;
/** A height up to this reads as metres («1,75»), not as centimetres. */
const METRES_UP_TO = 3;

export const HEIGHT_IN_METRES = "Sembra un'altezza in metri: inseriscila in centimetri (es. 175)";
const HEIGHT_RANGE = `inseriscila in centimetri, tra ${HEIGHT.min} e ${HEIGHT.max} (es. 175)`;
export const HEIGHT_TOO_LOW = `Altezza troppo bassa: ${HEIGHT_RANGE}`;
export const HEIGHT_TOO_HIGH = `Altezza troppo alta per una persona: ${HEIGHT_RANGE}`;
export const WEIGHT_TOO_LOW = `Peso troppo basso: inseriscilo in chilogrammi, tra ${WEIGHT.min} e ${WEIGHT.max} (es. 70)`;
/** A pair no body has: each measure is possible, together they are not. */
export function implausibleBmi(bmi: number): string {
  return `Altezza e peso insieme danno un BMI di ${formatNumber(bmi, 1)}, fuori da quelli possibili per una persona (tra ${BMI.min} e ${BMI.max}): controlla l'altezza in centimetri e il peso in chilogrammi`;
}
export const NOT_A_HEIGHT = "L'altezza non è un numero: scrivila in centimetri, come 175 o 172,5";
export const NOT_A_WEIGHT = 'Il peso non è un numero: scrivilo in chilogrammi, come 70 o 68,5';
/** The units each field also accepts after its number. */
export const HEIGHT_UNITS = ['cm'] as const;
export const WEIGHT_UNITS = ['kg'] as const;

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

/** At most this many tenths of a kilo are tried past each bound: at 50 cm a tenth moves the BMI by 0.4, within the band's 6.5. */
const MAX_STEPS = 20;

/** The first tenth from `start`, walking by `step`, that is Normopeso at this height; `start` itself if none is near. */
function firstNormal(start: number, step: 1 | -1, squareMetres: number): number {
  for (let tenths = start, steps = 0; steps <= MAX_STEPS; tenths += step, steps += 1) {
    if (classAt(tenths / 10, squareMetres) === 'Normopeso') return tenths;
  }
  return start;
}

/**
 * The lightest and heaviest weights (kg, one decimal) that this calculator calls Normopeso at this
 * height: found from the band's bounds, then checked against the same rounding as the result, in a
 * bounded number of steps whatever the height.
 */
export function healthyWeightRange(heightCm: number): { min: number; max: number } {
  const squareMetres = (heightCm / 100) ** 2;
  const tenths = (kg: number) => Math.round(kg * 10);
  const min = firstNormal(tenths(BMI_LIMITS.underweight * squareMetres) - 2, 1, squareMetres);
  const max = firstNormal(tenths(BMI_LIMITS.normal * squareMetres) + 2, -1, squareMetres);
  return { min: min / 10, max: max / 10 };
}

export function classifyBmi(bmi: number): BmiClass {
  if (bmi < BMI_LIMITS.underweight) return 'Sottopeso';
  if (bmi < BMI_LIMITS.normal) return 'Normopeso';
  if (bmi < BMI_LIMITS.overweight) return 'Sovrappeso';
  return 'Obeso';
}

/** The height in cm, or the message that says what is wrong with it. */
function readHeight(text: string): number | { error: string } {
  const reading = readDecimal(text, { units: HEIGHT_UNITS });
  if ('error' in reading) return { error: NOT_A_HEIGHT };
  const heightCm = reading.value;
  if (!(heightCm > 0)) return { error: 'Altezza e peso devono essere valori positivi' };
  if (heightCm > MAX_HEIGHT_CM) return { error: "Altezza non valida. Inserisci l'altezza in centimetri" };
  if (heightCm <= METRES_UP_TO) return { error: HEIGHT_IN_METRES };
  if (heightCm < HEIGHT.min) return { error: HEIGHT_TOO_LOW };
  if (heightCm > HEIGHT.max) return { error: HEIGHT_TOO_HIGH };
  return heightCm;
}

function readWeight(text: string): number | { error: string } {
  const reading = readDecimal(text, { units: WEIGHT_UNITS });
  if ('error' in reading) return { error: NOT_A_WEIGHT };
  const weightKg = reading.value;
  if (!(weightKg > 0)) return { error: 'Altezza e peso devono essere valori positivi' };
  if (weightKg > MAX_WEIGHT_KG) return { error: 'Peso non valido' };
  if (weightKg < WEIGHT.min) return { error: WEIGHT_TOO_LOW };
  return weightKg;
}

/** BMI = weight / (height in metres)², with the checks and messages of the spec, then the bounds of a human body. */
export function calculateBmi(heightText: string, weightText: string): BmiOutcome {
  if (heightText.trim() === '' || weightText.trim() === '') return { error: 'Inserisci sia altezza che peso' };
  const heightCm = readHeight(heightText);
  if (typeof heightCm !== 'number') return heightCm;
  const weightKg = readWeight(weightText);
  if (typeof weightKg !== 'number') return weightKg;
  const heightM = heightCm / 100;
  const bmi = Math.round((weightKg / (heightM * heightM)) * 10) / 10;
  if (bmi < BMI.min || bmi > BMI.max) return { error: implausibleBmi(bmi) };
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
  height: ['altezza', decimalTextParam({ min: 0.01, max: MAX_HEIGHT_CM, units: HEIGHT_UNITS })],
  weight: ['peso', decimalTextParam({ min: 0.01, max: MAX_WEIGHT_KG, units: WEIGHT_UNITS })],
};
