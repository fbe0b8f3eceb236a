import { calculateTfrForm, DEFAULT_TFR_FORM, TFR_FORM_MESSAGES } from './tfr.service';

describe('calculateTfrForm', () => {
  it('accrues 2.072,22 € on 30.000 € typed the Italian way for 2025 alone', () => {
    expect(calculateTfrForm({ ...DEFAULT_TFR_FORM, from: 2025, to: 2025, salary: '30.000' })).toMatchObject({ result: { grossTfr: 2072.22 } });
  });

  it('computes the default five years with their revaluations', () => {
    const outcome = calculateTfrForm(DEFAULT_TFR_FORM);
    expect('result' in outcome && outcome.result.years.map((year) => year.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
  });

  it.each([
    [{ ...DEFAULT_TFR_FORM, salary: 'trentamila' }, TFR_FORM_MESSAGES.salary],
    [{ ...DEFAULT_TFR_FORM, from: 2025, to: 2024 }, TFR_FORM_MESSAGES.years],
    [{ ...DEFAULT_TFR_FORM, averageRate: 'venti' }, TFR_FORM_MESSAGES.averageRate],
    [{ ...DEFAULT_TFR_FORM, to: 2026 }, "L'indice FOI di dicembre 2026 non è ancora tra i dati: l'ultimo mese presente è febbraio 2026"],
  ])('stops %j with the message to show', (form, message) => {
    expect(calculateTfrForm(form)).toEqual({ error: message });
  });
});
