import { computeDateForm, defaultDateForm, INVALID_AMOUNT, MISSING_DATE, workingDaysLink, yearsMonthsDays, type DateForm } from './date-calculator.service';

const form = (changes: Partial<DateForm>): DateForm => ({ ...defaultDateForm(new Date(2026, 0, 15)), ...changes });

describe('date calculator form', () => {
  it('starts from today to the end of the year', () => {
    expect(defaultDateForm(new Date(2026, 0, 15))).toMatchObject({ mode: 'difference', from: '2026-01-15', to: '2026-12-31' });
  });

  it('counts the days between two dates in the page', () => {
    expect(computeDateForm(form({ from: '2024-02-28', to: '2025-03-01' }))).toMatchObject({ difference: { days: 367, years: 1, months: 0, remainingDays: 1 } });
    expect(computeDateForm(form({ from: '2025-03-03', to: '2025-03-09', lastDay: 'yes' }))).toMatchObject({ difference: { days: 7 } });
  });

  it('adds a month to 31 January by art. 2963 c.c., and subtracts an amount typed with a minus', () => {
    expect(computeDateForm(form({ mode: 'add', date: '2025-01-31', amount: '1', unit: 'months' }))).toMatchObject({ added: { date: '2025-02-28', monthEnd: true } });
    expect(computeDateForm(form({ mode: 'add', date: '2025-03-01', amount: '−1', unit: 'days' }))).toMatchObject({ added: { date: '2025-02-28' } });
  });

  it.each([
    [{ from: '' }, MISSING_DATE],
    [{ mode: 'add', date: '' }, MISSING_DATE],
    [{ mode: 'add', amount: '1,5' }, INVALID_AMOUNT],
    [{ mode: 'add', amount: 'tre' }, INVALID_AMOUNT],
    [{ from: '1200-01-01' }, 'Il campo «Data iniziale» deve essere una data tra il 1583 e il 9999'],
  ] as const)('says what is wrong with %j', (changes, error) => {
    expect(computeDateForm(form(changes as Partial<DateForm>))).toEqual({ error });
  });

  it('writes years, months and days as a person says them', () => {
    expect(yearsMonthsDays(1, 0, 1)).toBe('1 anno e 1 giorno');
    expect(yearsMonthsDays(2, 3, 4)).toBe('2 anni, 3 mesi e 4 giorni');
    expect(yearsMonthsDays(0, 0, 0)).toBe('0 giorni');
  });

  it('links the working days of the span when that tool serves it', () => {
    expect(workingDaysLink('2025-03-01', '2025-01-01')).toBe('/tools/working-days-calculator?dal=2025-01-01&al=2025-03-01');
    expect(workingDaysLink('1900-01-01', '2025-01-01')).toBeNull();
  });
});
