import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-net-salary');

describe('POST /api/calculate-net-salary', () => {
  it('answers the net, the monthly net, every step, the thresholds, the other year and the rules', async () => {
    const response = await send({ gross: 30000, year: 2025, months: 13, region: 'lombardia', municipalRate: 0.8 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ year: 2025, gross: 30000, net: 23425.49, netMonthly: 1801.96, months: 13, region: 'lombardia', municipalRateGiven: true });
    expect(body.breakdown).toMatchObject({ inps: 2757, taxableIncome: 27243, grossIrpef: 6265.89, employmentDeduction: 2044.26, cuneoDeduction: 1000 });
    expect(body.comparison).toMatchObject({ year: 2026, gross: 30000 });
    expect(body.rules.length).toBeGreaterThanOrEqual(9);
  });

  it('goes back from the net to the smallest RAL that gives it', async () => {
    const response = await send({ net: 23425.49, year: 2025, region: 'lombardia', municipalRate: 0.8 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mode: 'net', gross: 30000, net: 23425.49 });
  });

  it.each([
    [{ gross: 30000 }, 'Il campo «Regione di residenza» è obbligatorio'],
    [{ gross: 0, region: 'lazio' }, 'Il campo «RAL, retribuzione annua lorda (€)» deve essere maggiore di 0 e al massimo 10.000.000'],
    [{ gross: 'trentamila', region: 'lazio' }, 'Il campo «RAL, retribuzione annua lorda (€)» deve essere un numero'],
    [{ gross: 30000, region: 'lazio', months: 15 }, 'Il campo «Mensilità» deve essere uno tra: 12, 13, 14'],
    [{ gross: 30000, region: 'lazio', year: 2024 }, 'Il campo «Anno» deve essere tra 2025 e 2026'],
    [{ gross: 30000, region: 'lazio', municipalRate: 5 }, 'Il campo «Addizionale comunale (%)» deve essere tra 0 e 3'],
  ])('refuses the malformed request %j with an Italian 400', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });

  it('refuses both amounts, or neither, with its own Italian 400', async () => {
    for (const payload of [{ region: 'lazio' }, { gross: 1000, net: 800, region: 'lazio' }]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Indica la «RAL, retribuzione annua lorda (€)» oppure il «Netto annuo che vuoi (€)», uno solo dei due', code: 'TOOLS_INVALID_NET_SALARY' });
    }
  });
});
