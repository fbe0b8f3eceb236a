import { parseDecimal } from '../../lib/parse-decimal';

export const BMI_LIMITS = { underweight: 18.5, normal: 25, overweight: 30 } as const;
export const MAX_HEIGHT_CM = 300;
export const MAX_WEIGHT_KG = 500;

export type BmiClass = 'Sottopeso' | 'Normopeso' | 'Sovrappeso' | 'Obeso';

export interface BmiResult {
  /** Rounded to one decimal, as shown. */
  bmi: number;
  bmiClass: BmiClass;
  advice: string;
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
  return { result: { bmi, bmiClass, advice: BMI_ADVICE[bmiClass] } };
}
