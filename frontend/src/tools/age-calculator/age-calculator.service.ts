import { ageOn, type Age } from '@orbita/proto-types/calendar-dates';
import { isoDateParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';
import { localToday } from '../../lib/calendar';

export interface AgeForm {
  birthDate: string;
  /** Empty: today. */
  on: string;
}

export const DEFAULT_AGE_FORM: AgeForm = { birthDate: '1990-01-01', on: '' };

/** `/tools/age-calculator?nascita=1990-06-16&al=2026-06-15`. */
export const AGE_URL: UrlSchema<AgeForm> = {
  birthDate: ['nascita', isoDateParam],
  on: ['al', isoDateParam],
};

export const MISSING_BIRTH = 'Inserisci la data di nascita';
export const MISSING_ON = 'Inserisci una data valida';

/** The age, worked out in the page with the service's own logic (`@orbita/proto-types/calendar-dates`). */
export function computeAge(form: AgeForm, now = new Date()): { age: Age } | { error: string } {
  if (isoDateParam.parse(form.birthDate) === undefined) return { error: MISSING_BIRTH };
  const on = form.on.trim() === '' ? localToday(now) : form.on;
  if (isoDateParam.parse(on) === undefined) return { error: MISSING_ON };
  const age = ageOn(form.birthDate, on);
  return 'error' in age ? age : { age };
}
