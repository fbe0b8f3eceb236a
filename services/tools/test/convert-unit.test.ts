import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/convert-unit');

describe('POST /api/convert-unit', () => {
  it('converts with Italian unit names, both ways', async () => {
    const response = await send({ quantity: 'length', value: 1, from: 'mi', to: 'km' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 1.609344, reverse: 0.621371192237, from: { symbol: 'mi', name: 'miglia' }, to: { symbol: 'km', name: 'chilometri' } });
  });

  it('refuses a unit of another quantity with an Italian 400', async () => {
    const response = await send({ quantity: 'length', value: 1, from: 'kg', to: 'm' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Nel campo «Da», «kg» non è un'unità di lunghezza", code: 'TOOLS_INVALID_UNIT' });
  });

  it.each([
    [{ quantity: 'length', value: 'uno', from: 'm', to: 'km' }, 'Il campo «Valore» deve essere un numero'],
    [{ quantity: 'length', value: 1, from: 'yd', to: 'km' }, expect.stringMatching(/^Il campo «Da» deve essere «metri \(m\)», «chilometri \(km\)», /)],
    [{ quantity: 'energy', value: 1, from: 'm', to: 'km' }, 'Il campo «Grandezza» deve essere «Lunghezza», «Massa», «Temperatura», «Volume», «Superficie», «Velocità», «Tempo» o «Dati digitali»'],
    [{ quantity: 'length', from: 'm', to: 'km' }, 'Il campo «Valore» è obbligatorio'],
  ])('refuses %j with an Italian 400 naming the field', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
