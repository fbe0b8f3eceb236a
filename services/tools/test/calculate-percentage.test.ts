import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-percentage');

describe('POST /api/calculate-percentage', () => {
  it('answers each mode with its formula', async () => {
    expect((await send({ mode: 'of', a: 22, b: 150 })).json()).toEqual({ result: 33, formula: '22% di 150 = 150 × 22 ÷ 100 = 33' });
    expect((await send({ mode: 'ratio', a: 30, b: 120 })).json()).toMatchObject({ result: 25 });
    expect((await send({ mode: 'change', a: 80, b: 100 })).json()).toMatchObject({ result: 25, difference: 20 });
    const discount = await send({ mode: 'discount', a: 19.99, b: 15 });
    expect(discount.statusCode).toBe(200);
    expect(discount.json()).toMatchObject({ result: 16.99, difference: 3 });
  });

  it('refuses a total of zero with an Italian 400', async () => {
    const response = await send({ mode: 'ratio', a: 5, b: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Il campo «Totale (Y)» non può essere zero: non esiste la percentuale di un totale nullo',
      code: 'TOOLS_INVALID_PERCENTAGE',
    });
  });

  it.each([
    [{ mode: 'ratio', a: 1, b: 1e-320 }, 'Il campo «Totale (Y)» non può essere zero: non esiste la percentuale di un totale nullo'],
    [{ mode: 'ratio', a: -1e12, b: -5e-324 }, 'Il campo «Totale (Y)» non può essere zero: non esiste la percentuale di un totale nullo'],
    [{ mode: 'change', a: 5e-324, b: 5 }, 'Il campo «Valore iniziale (A)» non può essere zero: la variazione si misura rispetto al valore di partenza'],
    [{ mode: 'change', a: -1e-310, b: 1e12 }, 'Il campo «Valore iniziale (A)» non può essere zero: la variazione si misura rispetto al valore di partenza'],
  ])('refuses %j, whose percentage is no finite number, as it refuses a divisor of zero', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'TOOLS_INVALID_PERCENTAGE' });
  });

  it.each([
    [{ mode: 'of', a: 'ventidue', b: 150 }, 'Il campo «Primo valore» deve essere un numero'],
    [{ mode: 'half', a: 1, b: 2 }, 'Il campo «Calcolo» deve essere «Quanto è il X% di Y», «Che percentuale è X di Y», «Variazione percentuale da A a B» o «Prezzo scontato»'],
    [{ mode: 'of', a: 1 }, 'Il campo «Secondo valore» è obbligatorio'],
    [{ mode: 'of', a: 1e13, b: 1 }, 'Il campo «Primo valore» deve essere tra -1.000.000.000.000 e 1.000.000.000.000'],
  ])('refuses %j with an Italian 400 naming the field', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
