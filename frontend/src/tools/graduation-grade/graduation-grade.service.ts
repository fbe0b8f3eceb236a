import { GRADUATION_MAX_BONUS, GRADUATION_MAX_HONOURS_VALUE, GRADUATION_MIN_HONOURS_VALUE, calculateGraduationOrError, parseExamList, type GraduationResult } from '@orbita/proto-types/graduation';
import { decimalValue } from '../../lib/parse-decimal';
import { decimalTextParam, textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface GraduationForm {
  /** The exams as typed or pasted: one a line, grade then CFU («27 9», «30L 6»). */
  exams: string;
  honoursValue: string;
  bonus: string;
}

export const DEFAULT_GRADUATION_FORM: GraduationForm = { exams: '30L 6\n27 9\n28 12\n25 6', honoursValue: '30', bonus: '0' };

const EXAMS_MAX_LENGTH = 8000;

/** `/tools/graduation-grade?esami=27%209%0A30L%206&lode=30&punti=4`. */
export const GRADUATION_URL: UrlSchema<GraduationForm> = {
  exams: ['esami', textParam(EXAMS_MAX_LENGTH)],
  honoursValue: ['lode', decimalTextParam({ min: GRADUATION_MIN_HONOURS_VALUE, max: GRADUATION_MAX_HONOURS_VALUE })],
  bonus: ['punti', decimalTextParam({ min: 0, max: GRADUATION_MAX_BONUS })],
};

export const INVALID_HONOURS_VALUE = `Inserisci il valore della lode, tra ${GRADUATION_MIN_HONOURS_VALUE} e ${GRADUATION_MAX_HONOURS_VALUE}`;
export const INVALID_BONUS = `Inserisci i punti aggiunti, tra 0 e ${GRADUATION_MAX_BONUS}`;
export const NO_EXAM_READ = 'Scrivi almeno un esame, con voto e crediti: per esempio «27 9» o «30L 6»';

export interface GraduationOutcome {
  result?: GraduationResult;
  error?: string;
  withoutGrade: number;
  unread: string[];
}

/** What the page shows for the form, computed in the browser by the logic the service answers with. */
export function graduationOfForm(form: GraduationForm): GraduationOutcome {
  const parsed = parseExamList(form.exams);
  const base = { withoutGrade: parsed.withoutGrade, unread: parsed.unread };
  const honoursValue = decimalValue(form.honoursValue.trim() || '30');
  if (!Number.isFinite(honoursValue)) return { ...base, error: INVALID_HONOURS_VALUE };
  const bonus = decimalValue(form.bonus.trim() || '0');
  if (!Number.isFinite(bonus)) return { ...base, error: INVALID_BONUS };
  if (parsed.exams.length === 0) return { ...base, error: NO_EXAM_READ };
  const outcome = calculateGraduationOrError({ exams: parsed.exams, honoursValue, bonus });
  return 'error' in outcome ? { ...base, error: outcome.error } : { ...base, result: outcome.result };
}
