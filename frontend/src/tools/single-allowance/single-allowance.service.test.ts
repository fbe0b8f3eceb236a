import { ALLOWANCE_FORM_MESSAGES, calculateAllowanceForm, defaultAllowanceForm, readChildren, writeChildren } from './single-allowance.service';

const FORM = { ...defaultAllowanceForm(new Date(2026, 10, 27)), year: 2025, month: 12 };

describe('calculateAllowanceForm', () => {
  it('gives one child of 5 with ISEE «15.000» typed the Italian way 201,00 € in 2025, and 57,50 € with the field empty', () => {
    expect(calculateAllowanceForm({ ...FORM, isee: '15.000', children: '2020-03-01' })).toMatchObject({ result: { total: 201 } });
    expect(calculateAllowanceForm({ ...FORM, isee: '', children: '2020-03-01' })).toMatchObject({ result: { total: 57.5, isee: null } });
  });

  it('opens on this month of a held year, or December of the last held', () => {
    expect(defaultAllowanceForm(new Date(2026, 10, 27))).toMatchObject({ year: 2026, month: 11 });
    expect(defaultAllowanceForm(new Date(2030, 1, 1))).toMatchObject({ year: 2026, month: 12 });
  });

  it('carries the children and their disability in one parameter, there and back', () => {
    const children = [{ birthDate: '2020-03-01', disability: 'none' as const }, { birthDate: '2012-05-10', disability: 'severe' as const }];
    expect(writeChildren(children)).toBe('2020-03-01,2012-05-10:grave');
    expect(readChildren('2020-03-01,2012-05-10:grave')).toEqual(children);
  });

  it.each([
    [{ ...FORM, isee: 'tanti' }, ALLOWANCE_FORM_MESSAGES.isee],
    [{ ...FORM, children: '2020-03-01,' }, ALLOWANCE_FORM_MESSAGES.birthDate(2)],
    [{ ...FORM, children: '' }, 'Inserisci almeno un figlio con la sua data di nascita'],
    [{ ...FORM, month: 1, children: '2026-01-05' }, 'Il figlio 1 nasce dopo gennaio 2025: scegli un mese dalla nascita in poi'],
  ])('stops %j with the message to show', (form, message) => {
    expect(calculateAllowanceForm(form)).toEqual({ error: message });
  });
});
