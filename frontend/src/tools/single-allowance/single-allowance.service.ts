import {
  ALLOWANCE_MAX_CHILDREN,
  ALLOWANCE_MAX_ISEE,
  ALLOWANCE_YEARS,
  calculateSingleAllowanceOrError,
  DISABILITIES,
  type AllowanceResult,
  type Disability,
} from '@orbita/proto-types/single-allowance';
import { decimalValue } from '../../lib/parse-decimal';
import { choiceParam, decimalTextParam, integerParam, textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

import type { YesNo } from '../../components/ui/YesNoCheck';

export type { YesNo };

export interface AllowanceChildForm {
  /** YYYY-MM-DD, or empty while not typed. */
  birthDate: string;
  disability: Disability;
}

export interface AllowanceForm {
  year: number;
  month: number;
  /** Typed the Italian way; empty when no ISEE was filed. */
  isee: string;
  /** The children as the address carries them: «2020-03-01,2012-05-10:grave». */
  children: string;
  youngMother: YesNo;
  working: YesNo;
}

export const ALLOWANCE_FORM_YEARS: readonly number[] = ALLOWANCE_YEARS.map((entry) => entry.year);

/** The month a visitor most likely means: this one, in a year whose amounts are held; otherwise December of the last. */
export function defaultAllowanceForm(now = new Date()): AllowanceForm {
  const held = ALLOWANCE_FORM_YEARS.includes(now.getFullYear());
  return {
    year: held ? now.getFullYear() : ALLOWANCE_FORM_YEARS[ALLOWANCE_FORM_YEARS.length - 1]!,
    month: held ? now.getMonth() + 1 : 12,
    isee: '15000',
    children: '2020-03-01',
    youngMother: 'no',
    working: 'no',
  };
}

/** The address's word for each degree (none is left out). */
const DEGREE_WORDS: Record<Disability, string> = { none: '', medium: 'media', severe: 'grave', 'non-self-sufficient': 'nonauto' };

/** «2020-03-01,2012-05-10:grave» → the children; an entry not understood is kept with an empty date, to be said. */
export function readChildren(text: string): AllowanceChildForm[] {
  if (text.trim() === '') return [];
  return text.split(',').map((entry) => {
    const [birthDate = '', word = ''] = entry.trim().split(':');
    const disability = (DISABILITIES.find((degree) => DEGREE_WORDS[degree] === word && degree !== 'none') ?? 'none') as Disability;
    return { birthDate: /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? birthDate : '', disability };
  });
}

export function writeChildren(children: readonly AllowanceChildForm[]): string {
  return children.map((child) => (child.disability === 'none' ? child.birthDate : `${child.birthDate}:${DEGREE_WORDS[child.disability]}`)).join(',');
}

/** `/tools/single-allowance?anno=2026&mese=3&isee=15000&figli=2020-03-01,2012-05-10:grave&madre=no&lavoro=si` (kept out of the address: see share-link.ts). */
export const ALLOWANCE_URL: UrlSchema<AllowanceForm> = {
  year: ['anno', choiceParam(ALLOWANCE_FORM_YEARS)],
  month: ['mese', integerParam({ min: 1, max: 12 })],
  isee: ['isee', decimalTextParam({ min: 0, max: ALLOWANCE_MAX_ISEE })],
  children: ['figli', textParam(ALLOWANCE_MAX_CHILDREN * 20)],
  youngMother: ['madre', choiceParam<YesNo>(['si', 'no'])],
  working: ['lavoro', choiceParam<YesNo>(['si', 'no'])],
};

export const ALLOWANCE_FORM_MESSAGES = {
  isee: "Inserisci un ISEE valido in euro, o lascia vuoto se non l'hai presentato",
  birthDate: (position: number) => `Inserisci la data di nascita del figlio ${position}`,
} as const;

/** The allowance, computed in the browser by the logic the service answers with, or the sentence to show. */
export function calculateAllowanceForm(form: AllowanceForm): { result: AllowanceResult } | { error: string } {
  const iseeText = form.isee.trim();
  const isee = iseeText === '' ? undefined : decimalValue(iseeText);
  if (isee !== undefined && !Number.isFinite(isee)) return { error: ALLOWANCE_FORM_MESSAGES.isee };
  const children = readChildren(form.children);
  const missing = children.findIndex((child) => child.birthDate === '');
  if (missing >= 0) return { error: ALLOWANCE_FORM_MESSAGES.birthDate(missing + 1) };
  return calculateSingleAllowanceOrError({
    year: form.year,
    month: form.month,
    isee,
    children: children.map((child) => (child.disability === 'none' ? { birthDate: child.birthDate } : child)),
    motherUnder21: form.youngMother === 'si',
    bothParentsWorking: form.working === 'si',
  });
}
