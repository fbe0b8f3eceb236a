import { ERROR_EXAMPLES } from '@orbita/proto-types';
import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-single-allowance');

describe('POST /api/calculate-single-allowance', () => {
  it('gives one child of 5 with ISEE 15.000 € 201,00 € a month in 2025, and 57,50 € without an ISEE', async () => {
    const response = await send({ year: 2025, isee: 15000, children: [{ birthDate: '2020-03-01' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ year: 2025, month: 12, total: 201, children: [{ age: 5, base: 201, total: 201 }], lower: 17227.33, upper: 45939.56 });
    expect(response.json().rules.length).toBeGreaterThan(0);
    const none = await send({ year: 2025, children: [{ birthDate: '2020-03-01' }] });
    expect(none.json()).toMatchObject({ isee: null, total: 57.5 });
  });

  it('adds the maggiorazioni child by child, with each step and its rule', async () => {
    const response = await send({
      year: 2026,
      month: 3,
      isee: 12000,
      children: [{ birthDate: '2019-01-01', disability: 'non-self-sufficient' }, { birthDate: '2020-01-01' }, { birthDate: '2021-01-01' }, { birthDate: '2025-06-01' }],
      motherUnder21: true,
      bothParentsWorking: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.children[3]).toMatchObject({ age: 0, base: 203.8, youngChild: 101.9, laterChild: 99.1, youngMother: 23.3, workingParents: 34.9 });
    expect(body.largeFamily).toBe(150);
    expect(body.steps.some((step: { value: string }) => step.value.includes('(c. 4)'))).toBe(true);
  });

  it('answers each documented refusal word for word', async () => {
    const bodies = [{ year: 2024, children: [{ birthDate: '2020-01-01' }] }, { year: 2025, month: 3, children: [{ birthDate: '2025-04-02' }] }];
    for (const [index, example] of ERROR_EXAMPLES.calculateSingleAllowance!.entries()) {
      const response = await send(bodies[index]!);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: example.error, code: example.code });
    }
  });

  it('refuses an impossible birth date with an Italian 400', async () => {
    const response = await send({ year: 2025, children: [{ birthDate: '2025-02-30' }] });
    expect(response.json()).toEqual({ error: 'La data di nascita del figlio 1 non è una data valida (gg/mm/aaaa)', code: 'TOOLS_INVALID_SINGLE_ALLOWANCE' });
  });

  it('refuses a negative ISEE, no children or an unknown degree with an Italian 400, never a 500', async () => {
    for (const body of [
      { year: 2025, isee: -1, children: [{ birthDate: '2020-01-01' }] },
      { year: 2025, children: [] },
      { year: 2025, children: [{ birthDate: '2020-01-01', disability: 'lieve' }] },
      { year: 'duemila', children: 'due' },
      {},
    ]) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
      expect(response.json().error).toMatch(/^[A-ZÀ-Ú«]/);
    }
  });
});
