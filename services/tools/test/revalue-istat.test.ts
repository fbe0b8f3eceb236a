import fc from 'fast-check';
import { FOI_MONTHS } from '@orbita/proto-types/logic/foi';
import { labourCreditOrError } from '@orbita/proto-types/labour-credit';
import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/revalue-istat');

describe('POST /api/revalue-istat', () => {
  it('updates a rent of 1.000 € from December 2024 to December 2025 by 75% of 1,1%', async () => {
    const response = await send({ amount: 1000, from: '2024-12', to: '2025-12', share: 75 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ change: 1.1, applied: 0.825, revalued: 1008.25, blocked: false, foiLastMonth: '2026-02' });
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

  it('answers a labour credit (art. 429 c.p.c.) with interest on the credit revalued year by year, the plain fields unchanged', async () => {
    const response = await send({ amount: 10000, from: '2023-01', to: '2025-03', mode: 'labour-credit' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ change: 2.6, revalued: 10260 });
    expect(body.labourCredit).toMatchObject({ revalued: 10260, interest: 767.63, total: 11027.63 });
    expect(body.labourCredit.stretches.map((stretch: { capital: number }) => stretch.capital)).toEqual([10080, 10220, 10260]);
  });

  it.each([
    [{ amount: 1000, from: '2023-01', to: '2025-01', mode: 'labour-credit', share: 75 }, 'TOOLS_INVALID_ISTAT'],
    [{ amount: 1000, from: '2025-06', to: '2026-03', mode: 'labour-credit' }, 'TOOLS_INVALID_ISTAT'],
    [{ amount: 1000, from: '2023-01', to: '2025-01', mode: 'interessi' }, 'INVALID_INPUT'],
  ])('refuses the labour credit %j with an Italian 400', async (body, code) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().error).toMatch(/^[A-ZÀ-Ú]/);
  });

  it('answers a labour credit as the page works it out, or refuses it with the page\'s sentence', async () => {
    const month = fc.oneof(fc.constantFrom(...FOI_MONTHS.map((entry) => entry.month)), fc.constantFrom('2026-03', '2030-01', '2015-01'));
    const request = fc.record({ amount: fc.integer({ min: 0, max: 1e9 }).map((cents) => cents / 100), from: month, to: month });
    await fc.assert(
      fc.asyncProperty(request, async (body) => {
        const page = labourCreditOrError(body);
        const response = await send({ ...body, mode: 'labour-credit' });
        if ('error' in page) expect(response.json()).toEqual({ error: page.error, code: 'TOOLS_INVALID_ISTAT' });
        else expect(response.json().labourCredit).toEqual(page.result);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a negative sum with an Italian 400', async () => {
    const response = await send({ amount: -1, from: '2020-01', to: '2025-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });
});
