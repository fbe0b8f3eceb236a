import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/revalue-istat');

describe('POST /api/revalue-istat', () => {
  it('updates a rent of 1.000 € from December 2024 to December 2025 by 75% of 1,1%', async () => {
    const response = await send({ amount: 1000, from: '2024-12', to: '2025-12', share: 75 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ change: 1.1, applied: 0.825, revalued: 1008.25, blocked: false, foiLastMonth: '2026-01' });
  });

  it('leaves a rent under the cedolare secca as it is', async () => {
    const response = await send({ amount: 1000, from: '2024-12', to: '2025-12', share: 75, cedolareSecca: true });
    expect(response.json()).toMatchObject({ revalued: 1000, blocked: true });
  });

  it.each([
    [{ amount: 1000, from: '2010-01', to: '2025-01' }, "La serie dell'indice FOI qui contenuta parte da dicembre 2015: gennaio 2010 è prima"],
    [{ amount: 1000, from: '2020-01', to: 'gennaio' }, 'Indica i mesi nella forma AAAA-MM, per esempio 2020-01'],
  ])('refuses %j with an Italian 400', async (body, error) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'TOOLS_INVALID_ISTAT' });
  });

  it('refuses a negative sum with an Italian 400', async () => {
    const response = await send({ amount: -1, from: '2020-01', to: '2025-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });
});
