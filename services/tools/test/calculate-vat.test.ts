import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-vat');

describe('POST /api/calculate-vat', () => {
  it('adds VAT and takes it out, to the cent', async () => {
    const added = await send({ amount: 100, rate: 22, mode: 'add' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ net: 100, vat: 22, gross: 122, rate: 22 });
    expect((await send({ amount: 100, rate: 22, mode: 'remove' })).json()).toEqual({ net: 81.97, vat: 18.03, gross: 100, rate: 22 });
  });

  it('refuses a fraction of a cent with an Italian 400', async () => {
    const response = await send({ amount: 0.001, rate: 22, mode: 'add' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «Importo (€)» può avere al massimo due decimali (i centesimi)', code: 'TOOLS_INVALID_VAT' });
  });

  it.each([
    [{ amount: 'cento', rate: 22, mode: 'add' }, 'Il campo «Importo (€)» deve essere un numero'],
    [{ amount: -5, rate: 22, mode: 'add' }, 'Il campo «Importo (€)» deve essere tra 0 e 1.000.000.000'],
    [{ amount: 5, rate: 122, mode: 'add' }, 'Il campo «Aliquota IVA (%)» deve essere tra 0 e 100'],
    [{ amount: 5, rate: 22, mode: 'scorporo' }, 'Il campo «Calcolo» deve essere «Aggiungi l\'IVA (da imponibile a ivato)» o «Scorpora l\'IVA (da ivato a imponibile)»'],
    [{ amount: 5, mode: 'add' }, 'Il campo «Aliquota IVA (%)» è obbligatorio'],
  ])('refuses %j with an Italian 400 naming the field', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
