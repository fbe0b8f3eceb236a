import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-withholding');

describe('POST /api/calculate-withholding', () => {
  it('answers the gross, the withholding, the net, the stamp and the rules', async () => {
    const response = await send({ amount: 1000, mode: 'gross', year: 2026 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ year: 2026, gross: 1000, withholding: 200, net: 800, stampDuty: { due: true, amount: 2 } });
    expect(body.rules).toHaveLength(3);
  });

  it('finds what to invoice for a net, with the INPS note over 5.000 € in the year', async () => {
    const response = await send({ amount: 800, mode: 'net', year: 2025, earlierThisYear: 4500 });
    expect(response.json()).toMatchObject({ gross: 1000, net: 800, yearTotal: 5500, notes: [expect.any(String), expect.stringContaining('Gestione separata INPS')] });
  });

  it.each([
    [{ mode: 'gross' }, 'Il campo «Importo» è obbligatorio'],
    [{ amount: 0, mode: 'gross' }, 'Il campo «Importo» deve essere maggiore di 0 e al massimo 1.000.000.000'],
    [{ amount: 'mille', mode: 'gross' }, 'Il campo «Importo» deve essere un numero'],
    [{ amount: 100, mode: 'lordo' }, 'Il campo «Calcolo» deve essere «Parto dal lordo: quanto ricevo?» o «Parto dal netto che voglio ricevere: quanto scrivo in ricevuta?»'],
    [{ amount: 100, mode: 'gross', year: 2024 }, 'Il campo «Anno» deve essere tra 2025 e 2026'],
  ])('refuses the malformed request %j with an Italian 400', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });

  it('refuses an amount with fractions of a cent with its own Italian 400', async () => {
    const response = await send({ amount: 10.005, mode: 'gross' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «Importo» può avere al massimo due decimali (i centesimi)', code: 'TOOLS_INVALID_WITHHOLDING' });
  });
});
