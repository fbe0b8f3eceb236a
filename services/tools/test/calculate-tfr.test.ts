import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-tfr');

describe('POST /api/calculate-tfr', () => {
  it('accrues 2.072,22 € on 30.000 € in 2025 (30.000 / 13,5 − 150)', async () => {
    const response = await send({ periods: [{ year: 2025, salary: 30000 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ years: [{ year: 2025, quota: 2222.22, contribution: 150, accrual: 2072.22 }], grossTfr: 2072.22, foiLastMonth: '2026-02' });
    expect(response.json().rules.length).toBeGreaterThan(0);
  });

  it('revalues the fund with ISTAT’s coefficient and taxes the payment', async () => {
    const response = await send({ periods: [{ year: 2024, salary: 30000 }, { year: 2025, salary: 30000 }] });
    expect(response.json()).toMatchObject({ years: [{}, { coefficient: '2.311148', revaluation: 47.89, substituteTax: 8.14 }], grossTfr: 4184.19, tax: { withholding: 953.22, net: 3230.97 } });
  });

  it.each([
    [{ periods: [{ year: 2020, salary: 1 }, { year: 2022, salary: 1 }] }, 'Gli anni devono essere consecutivi, dal più vecchio al più recente'],
    [{ periods: [{ year: 2025, salary: 1 }, { year: 2026, salary: 1 }] }, "L'indice FOI di dicembre 2026 non è ancora tra i dati: l'ultimo mese presente è febbraio 2026"],
  ])('refuses %j with an Italian 400', async (body, error) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'TOOLS_INVALID_TFR' });
  });

  it('refuses a negative salary or a word with an Italian 400', async () => {
    for (const body of [{ periods: [{ year: 2025, salary: -1 }] }, { periods: 'tanti' }, {}]) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
  });
});
