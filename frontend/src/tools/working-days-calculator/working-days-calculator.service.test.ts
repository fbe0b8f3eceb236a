import { readUrlState } from '../../lib/url-state/use-url-state';
import {
  DEFAULT_WORKING_DAYS_FORM,
  MISSING_DATE,
  patronLabel,
  TO_BEFORE_FROM,
  toWorkingDaysRequest,
  WORKING_DAYS_URL,
} from './working-days-calculator.service';

describe('toWorkingDaysRequest', () => {
  it('counts between two dates, or adds days, with the patron when chosen', () => {
    expect(toWorkingDaysRequest({ mode: 'count', from: '2025-01-01', to: '2025-12-31', add: '10', patron: '' })).toEqual({
      request: { from: '2025-01-01', to: '2025-12-31' },
    });
    expect(toWorkingDaysRequest({ mode: 'add', from: '2025-12-23', to: '', add: '3', patron: 'milano' })).toEqual({
      request: { from: '2025-12-23', add: 3, patron: 'milano' },
    });
  });

  it('reads the days to add as Italians write them, and says when they are no whole number in range', () => {
    const form = { ...DEFAULT_WORKING_DAYS_FORM, mode: 'add' as const, from: '2025-01-02' };
    expect(toWorkingDaysRequest({ ...form, add: '1.000' })).toMatchObject({ request: { add: 1000 } });
    expect(toWorkingDaysRequest({ ...form, add: '5 giorni' })).toMatchObject({ request: { add: 5 } });
    for (const add of ['', '2,5', '-1', '10.001', 'dieci']) {
      expect(toWorkingDaysRequest({ ...form, add })).toEqual({ invalid: 'I giorni lavorativi da aggiungere sono un numero intero da 0 a 10.000' });
    }
  });

  it('stops a missing date and dates in the wrong order', () => {
    expect(toWorkingDaysRequest({ ...DEFAULT_WORKING_DAYS_FORM, from: '' })).toEqual({ invalid: MISSING_DATE });
    expect(toWorkingDaysRequest({ ...DEFAULT_WORKING_DAYS_FORM, from: '2025-03-01', to: '2025-02-01' })).toEqual({ invalid: TO_BEFORE_FROM });
  });
});

describe('WORKING_DAYS_URL', () => {
  it('reads modo, dal, giorni and patrono, ignoring a day that does not exist', () => {
    const { value } = readUrlState(new URLSearchParams('modo=aggiungi&dal=2025-12-23&al=2025-02-30&giorni=3&patrono=milano'), WORKING_DAYS_URL, DEFAULT_WORKING_DAYS_FORM);
    expect(value).toEqual({ mode: 'add', from: '2025-12-23', to: DEFAULT_WORKING_DAYS_FORM.to, add: '3', patron: 'milano' });
  });
});

describe('patronLabel', () => {
  it('names the city, the day and the saint', () => {
    expect(patronLabel('roma')).toBe('Roma (29 giugno, Santi Pietro e Paolo)');
    expect(patronLabel('')).toBe('Nessuno');
    expect(patronLabel('venezia')).toBe('Venezia (25 aprile, San Marco; 21 novembre, Madonna della Salute)');
  });
});
