import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/calculate-graduation-grade');

describe('POST /api/calculate-graduation-grade', () => {
  it('answers the issue’s example: 30 e lode in 6 CFU and 27 in 9 CFU average 28,2, 103,4 out of 110', async () => {
    const response = await send({ exams: [{ grade: 30, honours: true, credits: 6 }, { grade: 27, credits: 9 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ exams: 2, credits: 15, weightedAverage: 28.2, arithmeticAverage: 28.5, startingGrade: 103.4, finalGrade: 103.4, roundedGrade: 103 });
  });

  it('counts the lode at the chosen value and adds the board points', async () => {
    const response = await send({ exams: [{ grade: 30, honours: true, credits: 6 }, { grade: 27, credits: 9 }], honoursValue: 33, bonus: 4 });
    expect(response.json()).toMatchObject({ weightedAverage: 29.4, startingGrade: 107.8, finalGrade: 110, roundedGrade: 110 });
  });

  it('refuses a lode below 30 with an Italian 400', async () => {
    const response = await send({ exams: [{ grade: 28, honours: true, credits: 6 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'La lode si può avere solo con 30', code: 'TOOLS_INVALID_GRADUATION' });
  });

  it.each([
    [{ exams: [] }],
    [{ exams: [{ grade: 31, credits: 6 }] }],
    [{ exams: [{ grade: 28, credits: 0 }] }],
    [{ exams: [{ grade: 'trenta', credits: 6 }] }],
    [{}],
  ])('refuses %j with an Italian 400', async (body) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/[a-zà-ù]/);
    expect(response.json().code).toMatch(/^(INVALID_INPUT|TOOLS_INVALID_GRADUATION)$/);
  });
});
