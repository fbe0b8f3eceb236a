import type { CountWorkingDaysRequest } from '@orbita/proto-types';
import { PATRON_CITIES, PATRON_SAINTS, WORKING_DAYS_MAX_ADD, type PatronCity } from '@orbita/proto-types/enums';
import { formatNumber } from '../../lib/format';
import { readDecimal } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam, isoDateParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export type WorkingDaysMode = 'count' | 'add';

export interface WorkingDaysForm {
  mode: WorkingDaysMode;
  from: string;
  to: string;
  /** Typed as text, as Italians write numbers («1.000»): read by `readDecimal`. */
  add: string;
  patron: PatronCity | '';
}

const YEAR = new Date().getFullYear();

/** This year's working days, from 1 January to 31 December. */
export const DEFAULT_WORKING_DAYS_FORM: WorkingDaysForm = { mode: 'count', from: `${YEAR}-01-01`, to: `${YEAR}-12-31`, add: '10', patron: '' };

export const MODE_OPTIONS: readonly WorkingDaysMode[] = ['count', 'add'];
export const MODE_LABELS: Record<WorkingDaysMode, string> = {
  count: 'Giorni lavorativi tra due date',
  add: 'Data dopo N giorni lavorativi',
};

export const PATRON_OPTIONS: ReadonlyArray<PatronCity | ''> = ['', ...PATRON_CITIES];

export function patronLabel(patron: PatronCity | ''): string {
  if (!patron) return 'Nessuno';
  const { city, ...saint } = PATRON_SAINTS[patron];
  const days = 'also' in saint ? [saint, saint.also] : [saint];
  return `${city} (${days.map(({ month, day, saint: name }) => `${day} ${MONTHS[month - 1]}, ${name}`).join('; ')})`;
}

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

/** `/tools/working-days-calculator?modo=aggiungi&dal=2025-12-23&giorni=3&patrono=milano`. */
export const WORKING_DAYS_URL: UrlSchema<WorkingDaysForm> = {
  mode: ['modo', choiceParam(new Map<WorkingDaysMode, string>([['count', 'conta'], ['add', 'aggiungi']]))],
  from: ['dal', isoDateParam],
  to: ['al', isoDateParam],
  add: ['giorni', decimalTextParam({ min: 0, max: WORKING_DAYS_MAX_ADD })],
  patron: ['patrono', choiceParam<PatronCity | ''>(PATRON_OPTIONS)],
};

export const MISSING_DATE = 'Inserisci una data valida';
export const TO_BEFORE_FROM = 'La data finale deve essere uguale o successiva a quella iniziale';
export const INVALID_ADD = `I giorni lavorativi da aggiungere sono un numero intero da 0 a ${formatNumber(WORKING_DAYS_MAX_ADD)}`;

/** The working days to add, or null when the field does not hold a whole number in range. */
function daysToAdd(text: string): number | null {
  const reading = readDecimal(text, { units: ['giorni', 'giorno'] });
  if ('error' in reading || !Number.isInteger(reading.value) || reading.value < 0 || reading.value > WORKING_DAYS_MAX_ADD) return null;
  return reading.value;
}

/** The request for the service, or the message that stops it from being sent. */
export function toWorkingDaysRequest(form: WorkingDaysForm): PreparedRequest<CountWorkingDaysRequest> {
  if (isoDateParam.parse(form.from) === undefined) return { invalid: MISSING_DATE };
  const patron = form.patron ? { patron: form.patron } : {};
  if (form.mode === 'add') {
    const add = daysToAdd(form.add);
    return add === null ? { invalid: INVALID_ADD } : { request: { from: form.from, add, ...patron } };
  }
  if (isoDateParam.parse(form.to) === undefined) return { invalid: MISSING_DATE };
  if (form.to < form.from) return { invalid: TO_BEFORE_FROM };
  return { request: { from: form.from, to: form.to, ...patron } };
}
