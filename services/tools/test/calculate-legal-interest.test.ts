import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-legal-interest');

describe('POST /api/calculate-legal-interest', () => {
  it('answers the interest split where the legal rate changes, with the decrees it used', async () => {
    const response = await send({ amount: 10_000, from: '2024-01-01', to: '2025-01-01' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ amount: 10_000, days: 366, interest: 250.55, total: 10_250.55, compounding: 'simple' });
    expect(body.periods).toHaveLength(2);
    expect(body.rules.map((rule: { value: string }) => rule.value).slice(0, 2)).toEqual(['2,5% dal 01/01/2024', '2% dal 01/01/2025']);
    expect(body.rules[1].source.url).toBe('https://www.gazzettaufficiale.it/eli/id/2024/12/16/24A06721/sg');
  });

  it('capitalises yearly when asked', async () => {
    const response = await send({ amount: 1000, from: '2022-12-31', to: '2024-12-31', compounding: 'yearly' });
    expect(response.json()).toMatchObject({ interest: 76.32, compounding: 'yearly' });
  });

  it.each([
    [{ amount: 100, from: '2026-06-01', to: '2027-02-01' }, 'Il tasso legale dopo il 31/12/2026 non è ancora stato fissato: scegli una data fino a quel giorno'],
    [{ amount: 100, from: '2025-02-01', to: '2025-01-01' }, 'La data «Al (giorno del pagamento)» non può essere prima della data «Dal (giorno della scadenza)»'],
    [{ amount: 100, from: '2025-02-30', to: '2025-03-01' }, 'Il campo «Dal (giorno della scadenza)» non è una data del calendario'],
  ])('refuses %j with TOOLS_INVALID_LEGAL_INTEREST', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'TOOLS_INVALID_LEGAL_INTEREST' });
  });

  it.each([
    [{ amount: 'mille', from: '2025-01-01', to: '2025-02-01' }, 'Il campo «Somma dovuta (€)» deve essere un numero'],
    [{ amount: 100, to: '2025-02-01' }, 'Il campo «Dal (giorno della scadenza)» è obbligatorio'],
    [{ amount: 100, from: '2025-01-01', to: '2025-02-01', compounding: 'monthly' }, 'Il campo «Calcolo» deve essere «Interesse semplice» o «Capitalizzazione annuale (art. 1283 c.c.)»'],
  ])('refuses %j with an Italian 400 naming the field', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
