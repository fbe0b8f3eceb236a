/**
 * The average of university exams and the starting grade of the degree, shared by the tools service and the page
 * (which computes it as the visitor types). Italian universities weigh each exam's grade (18–30) by its credits
 * (CFU), leave out the exams passed without a grade (idoneità), count a «30 e lode» as 30 or as a value of their own
 * (30,33, 31, 32…), and bring the average to a grade out of 110 as average × 110 / 30; the board then adds its points.
 */

export interface GraduationExam {
  /** 18–30, whole. */
  grade: number;
  /** «e lode»: only with 30. */
  honours?: boolean;
  /** CFU, more than 0, at most one decimal (7,5). */
  credits: number;
}

export interface GraduationInput {
  exams: readonly GraduationExam[];
  /** What a 30 e lode counts in the average: 30 (most universities) up to 34. */
  honoursValue?: number;
  /** Points the board adds (thesis, speed, Erasmus), 0–30, at most two decimals. */
  bonus?: number;
}

export interface GraduationStep {
  /** Italian: what the step is. */
  label: string;
  /** Italian, the calculation written out. */
  value: string;
}

export interface GraduationResult {
  exams: number;
  credits: number;
  honours: number;
  honoursValue: number;
  /** Σ grade × CFU / Σ CFU, to two decimals. */
  weightedAverage: number;
  /** Σ grade / number of exams, to two decimals. */
  arithmeticAverage: number;
  /** weighted average × 110 / 30, to two decimals. */
  startingGrade: number;
  bonus: number;
  /** starting grade + bonus, to two decimals, at most 110. */
  finalGrade: number;
  /** The final grade to the nearest whole point (a half up), as most regulations round it. */
  roundedGrade: number;
  steps: GraduationStep[];
}

export const GRADUATION_MIN_GRADE = 18;
export const GRADUATION_MAX_GRADE = 30;
export const GRADUATION_MAX_EXAMS = 100;
export const GRADUATION_MAX_CREDITS = 60;
export const GRADUATION_MIN_HONOURS_VALUE = 30;
export const GRADUATION_MAX_HONOURS_VALUE = 34;
export const GRADUATION_MAX_BONUS = 30;

export const GRADUATION_MESSAGES = {
  noExams: 'Inserisci almeno un esame con voto e crediti',
  tooManyExams: `Inserisci al massimo ${GRADUATION_MAX_EXAMS} esami`,
  grade: `Il voto di un esame deve essere un numero intero tra ${GRADUATION_MIN_GRADE} e ${GRADUATION_MAX_GRADE}`,
  honours: 'La lode si può avere solo con 30',
  credits: `I crediti (CFU) di un esame devono essere più di 0 e al massimo ${GRADUATION_MAX_CREDITS}, con al più un decimale`,
  honoursValue: `Il valore della lode deve essere tra ${GRADUATION_MIN_HONOURS_VALUE} e ${GRADUATION_MAX_HONOURS_VALUE}, con al più due decimali`,
  bonus: `I punti aggiunti devono essere tra 0 e ${GRADUATION_MAX_BONUS}, con al più due decimali`,
} as const;

export class GraduationInputError extends Error {}

const hasPlaces = (value: number, places: number): boolean => Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-9;
const round2 = (value: number): number => Math.round((value + Number.EPSILON * Math.abs(value)) * 100) / 100;

const format = (value: number, places = 2): string =>
  new Intl.NumberFormat('it-IT', { maximumFractionDigits: places, useGrouping: true }).format(value);

/** The first rule the input breaks, as the Italian sentence to show, or undefined. */
export function graduationInputProblem(input: GraduationInput): string | undefined {
  if (input.exams.length === 0) return GRADUATION_MESSAGES.noExams;
  if (input.exams.length > GRADUATION_MAX_EXAMS) return GRADUATION_MESSAGES.tooManyExams;
  for (const exam of input.exams) {
    if (!Number.isInteger(exam.grade) || exam.grade < GRADUATION_MIN_GRADE || exam.grade > GRADUATION_MAX_GRADE) return GRADUATION_MESSAGES.grade;
    if (exam.honours && exam.grade !== GRADUATION_MAX_GRADE) return GRADUATION_MESSAGES.honours;
    if (!Number.isFinite(exam.credits) || exam.credits <= 0 || exam.credits > GRADUATION_MAX_CREDITS || !hasPlaces(exam.credits, 1)) {
      return GRADUATION_MESSAGES.credits;
    }
  }
  const honoursValue = input.honoursValue ?? GRADUATION_MIN_HONOURS_VALUE;
  if (!Number.isFinite(honoursValue) || honoursValue < GRADUATION_MIN_HONOURS_VALUE || honoursValue > GRADUATION_MAX_HONOURS_VALUE || !hasPlaces(honoursValue, 2)) {
    return GRADUATION_MESSAGES.honoursValue;
  }
  const bonus = input.bonus ?? 0;
  if (!Number.isFinite(bonus) || bonus < 0 || bonus > GRADUATION_MAX_BONUS || !hasPlaces(bonus, 2)) return GRADUATION_MESSAGES.bonus;
  return undefined;
}

/**
 * The averages and the grade out of 110. Sums are taken in hundredths and tenths (whole numbers), so the averages
 * are exact quotients rounded once.
 */
export function calculateGraduation(input: GraduationInput): GraduationResult {
  const problem = graduationInputProblem(input);
  if (problem) throw new GraduationInputError(problem);
  const honoursValue = input.honoursValue ?? GRADUATION_MIN_HONOURS_VALUE;
  const bonus = input.bonus ?? 0;
  // Grades in hundredths (a lode of 30,33 is 3033), credits in tenths: every product and sum is an exact integer.
  const gradeOf = (exam: GraduationExam) => Math.round((exam.honours ? honoursValue : exam.grade) * 100);
  let weighted = 0;
  let tenths = 0;
  let plain = 0;
  for (const exam of input.exams) {
    const credits = Math.round(exam.credits * 10);
    weighted += gradeOf(exam) * credits;
    tenths += credits;
    plain += gradeOf(exam);
  }
  const exactAverage = weighted / tenths / 100;
  const weightedAverage = round2(exactAverage);
  const arithmeticAverage = round2(plain / input.exams.length / 100);
  // From the exact average, as the regulations write it: 29,42 → 107,87.
  const startingGrade = round2((weighted * 110) / (tenths * 100 * 30));
  const finalGrade = Math.min(110, round2(startingGrade + bonus));
  const roundedGrade = Math.min(110, Math.floor(finalGrade + 0.5));
  const credits = tenths / 10;
  const honours = input.exams.filter((exam) => exam.honours).length;
  const steps: GraduationStep[] = [
    {
      label: 'Media ponderata sui crediti',
      value: `Σ (voto × CFU) / Σ CFU = ${format(weighted / 1000)} / ${format(credits, 1)} = ${format(weightedAverage)}`,
    },
    { label: 'Media aritmetica', value: `Σ voti / esami = ${format(plain / 100)} / ${input.exams.length} = ${format(arithmeticAverage)}` },
    { label: 'Voto di partenza in centodecimi', value: `${format(exactAverage, 4)} × 110 / 30 = ${format(startingGrade)}` },
  ];
  if (honours > 0) steps.splice(1, 0, { label: 'Lodi', value: `${honours} ${honours === 1 ? 'lode contata' : 'lodi contate'} come ${format(honoursValue)}` });
  steps.push({
    label: 'Voto finale',
    value: `${format(startingGrade)} + ${format(bonus)} punti = ${format(round2(startingGrade + bonus))}${startingGrade + bonus > 110 ? ', al massimo 110' : ''}; arrotondato: ${roundedGrade}/110`,
  });
  return { exams: input.exams.length, credits, honours, honoursValue, weightedAverage, arithmeticAverage, startingGrade, bonus, finalGrade, roundedGrade, steps };
}

/** The result, or the Italian sentence that says what to fix. */
export function calculateGraduationOrError(input: GraduationInput): { result: GraduationResult } | { error: string } {
  const problem = graduationInputProblem(input);
  return problem ? { error: problem } : { result: calculateGraduation(input) };
}

export interface ParsedExamList {
  exams: GraduationExam[];
  /** Lines read as an exam passed without a grade (idoneità, approvato): not averaged. */
  withoutGrade: number;
  /** Lines with something in them that were not understood, as typed (trimmed), for the page to show. */
  unread: string[];
}

const WITHOUT_GRADE = /\b(idone[oaie]|idoneit[aà]|approvat[oa]|superat[oa]|sufficiente|giudizio|frequenza)\b/i;
const DATE = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/g;
const HONOURS = /\b(\d{2})\s*(?:\/\s*30\s*)?(?:e\s*lode|con\s*lode|cum\s*laude|lode|l)\b/i;
const GRADE_OUT_OF_30 = /\b(\d{2})\s*\/\s*30\b/;
const CREDITS_MARKED = /\b(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:cfu|crediti|ects|cr)\b|\b(?:cfu|crediti|ects)\s*:?\s*(\d{1,2}(?:[.,]\d{1,2})?)\b/i;
const NUMBER = /(?<![\w/.,])(\d{1,2}(?:[.,]\d{1,2})?)(?![\w/]|[.,]\d)/g;

const toNumber = (text: string): number => Number(text.replace(',', '.'));

/** The exams of a typed or pasted list as they were written: one a line or separated by «;», blank ones left out. */
export function examLines(text: string): string[] {
  return text.split(/\r?\n|;/).map((line) => line.trim()).filter(Boolean);
}

/**
 * Reads exams typed quickly, one a line or separated by «;» («27 9», «30L 6», «30 e lode 6», «28/30 12 CFU»), or a list
 * pasted from a university's transcript (a name, a code, the CFU, the grade, a date). On a line a grade is a whole
 * number 18–30 and the credits the other number; with two such numbers and no mark («CFU», «/30», «L») the first is
 * the grade, as one types «voto CFU». Dates and codes such as MAT/05 are ignored; «idoneo» lines are counted apart.
 */
export function parseExamList(text: string): ParsedExamList {
  const exams: GraduationExam[] = [];
  const unread: string[] = [];
  let withoutGrade = 0;
  for (const line of examLines(text)) {
    if (WITHOUT_GRADE.test(line)) {
      withoutGrade += 1;
      continue;
    }
    let rest = ` ${line.replace(DATE, ' ').replace(/\b[A-Z]{2,}-?[A-Z]*\/\d{1,2}\b/gi, ' ')} `;
    let grade: number | undefined;
    let honours = false;
    let credits: number | undefined;
    const honoured = HONOURS.exec(rest);
    if (honoured) {
      // A lode on another grade («29L») is kept, for the calculation to say that only a 30 has one.
      grade = Number(honoured[1]);
      honours = true;
      rest = rest.replace(honoured[0], ' ');
    } else {
      const outOf30 = GRADE_OUT_OF_30.exec(rest);
      if (outOf30) {
        grade = Number(outOf30[1]);
        rest = rest.replace(outOf30[0], ' ');
      }
    }
    const marked = CREDITS_MARKED.exec(rest);
    if (marked) {
      credits = toNumber(marked[1] ?? marked[2]!);
      rest = rest.replace(marked[0], ' ');
    }
    const numbers = [...rest.matchAll(NUMBER)].map((match) => toNumber(match[1]!));
    const fits = (value: number | undefined): value is number => value !== undefined && value > 0 && value <= GRADUATION_MAX_CREDITS;
    if (grade === undefined) {
      // The first number that can be a grade; «9 27»: a first number that cannot be one is the credits.
      const index = numbers.findIndex((value) => Number.isInteger(value) && value >= GRADUATION_MIN_GRADE && value <= GRADUATION_MAX_GRADE);
      if (index >= 0) {
        grade = numbers[index];
        // The credits stand next to the grade: just before it (a transcript's «CFU voto»), else just after it.
        if (credits === undefined) credits = [numbers[index - 1], numbers[index + 1]].find(fits);
      }
    } else if (credits === undefined) {
      credits = [...numbers].reverse().find(fits);
    }
    if (grade === undefined || credits === undefined) {
      unread.push(line);
      continue;
    }
    exams.push(honours ? { grade, honours: true, credits } : { grade, credits });
  }
  return { exams, withoutGrade, unread };
}

/** A rule the result stands on, with its source (the shape of the contracts' `AppliedRule`). */
export interface GraduationRule {
  name: string;
  value: string;
  source: { title: string; url: string };
  confirmed: boolean;
  checked: string;
}

/** Each university's regulation decides; these are the common rules, from regulations that publish them. */
export const GRADUATION_RULES: readonly GraduationRule[] = [
  {
    name: 'Media ponderata',
    value: 'somma di voto × crediti, divisa per la somma dei crediti; le idoneità non contano',
    source: { title: 'Università di Bologna, come calcolare il voto di partenza della laurea', url: 'https://corsi.unibo.it/laurea/LingueTecnologieComunicazioneInterculturale/come-calcolare-il-voto-di-partenza-della-laurea' },
    confirmed: true,
    checked: '2026-11-26',
  },
  {
    name: 'Voto di partenza in centodecimi',
    value: 'media ponderata × 110 / 30, più i punti della commissione (per esempio da 1 a 5)',
    source: { title: 'Università di Padova, Scuola di Scienze umane: voto finale di laurea', url: 'https://ssu.elearning.unipd.it/mod/page/view.php?forceview=1&id=374910' },
    confirmed: true,
    checked: '2026-11-26',
  },
  {
    name: 'Lode e arrotondamento',
    value: 'la lode vale 30 salvo che il regolamento del corso le dia un valore (30,33, 31…); arrotondamento al punto più vicino, mezzo punto in su, salvo regola diversa',
    source: { title: 'Università di Bologna, Ingegneria energetica: formulazione del voto finale', url: 'https://corsi.unibo.it/laurea/IngegneriaEnergetica/formulazione-del-voto-finale' },
    confirmed: false,
    checked: '2026-11-26',
  },
];
