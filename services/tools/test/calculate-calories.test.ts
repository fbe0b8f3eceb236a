import { startTools, type ToolsUnderTest } from './support.js';

let tools: ToolsUnderTest;
beforeAll(async () => {
  tools = await startTools();
});
afterAll(async () => {
  await tools.close();
});

const person = { age: 30, gender: 'male', weight: 80, height: 180, activityLevel: 'moderately', goal: 'lose' };

function calculate(payload: object) {
  return tools.service.app.inject({ method: 'POST', url: '/api/calculate-calories', payload });
}

describe('POST /api/calculate-calories', () => {
  it('answers every field the page shows', async () => {
    const response = await calculate(person);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ bmr: 1780, tdee: 2759, targetCalories: 2259 });
    const { protein, carbs, fat } = body.macronutrients;
    expect(Math.abs(4 * protein + 4 * carbs + 9 * fat - body.targetCalories)).toBeLessThanOrEqual(2);
    expect(body.recommendation).toContain('Per perdere peso punta a 2.259 kcal');
  });

  // Issue 36: each measure within its range, but no body has both (BMI 208,3 and 4,8): an Italian 400 stating the range
  // of a BMI a person can have (proto-types BODY_LIMITS).
  it('refuses a weight and a height that no body has together', async () => {
    for (const [edge, bmi] of [[{ weight: 300, height: 120 }, '208,3'], [{ weight: 30, height: 250 }, '4,8']] as const) {
      const response = await calculate({ ...person, ...edge });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `Peso e altezza insieme danno un BMI di ${bmi}, fuori da quelli possibili per una persona (tra 6 e 200): controlla il peso in chilogrammi e l'altezza in centimetri`,
        code: 'TOOLS_INVALID_CALORIES',
      });
    }
  });

  it('accepts the edges of the realistic ranges', async () => {
    for (const edge of [
      { age: 15, weight: 30, height: 120 },
      { age: 100, weight: 300, height: 250 },
    ]) {
      for (const goal of ['lose', 'maintain', 'gain']) {
        for (const gender of ['male', 'female']) {
          const response = await calculate({ ...person, ...edge, goal, gender });
          expect(response.statusCode).toBe(200);
          expect(response.json().targetCalories).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each([
    ['Il campo «Età (anni)» deve essere tra 15 e 100', { age: 14 }],
    ['Il campo «Età (anni)» deve essere tra 15 e 100', { age: 101 }],
    ['Il campo «Età (anni)» deve essere un numero intero', { age: 30.5 }],
    ['Il campo «Peso (kg)» deve essere tra 30 e 300', { weight: 0 }],
    ['Il campo «Peso (kg)» deve essere tra 30 e 300', { weight: 301 }],
    ['Il campo «Altezza (cm)» deve essere tra 120 e 250', { height: 1.8 }],
    ['Il campo «Altezza (cm)» deve essere un numero', { height: '180' }],
    ['Il campo «Sesso» deve essere «Uomo» o «Donna»', { gender: 'other' }],
    ['Il campo «Livello di attività» deve essere «Sedentario (poco o nessun esercizio)», «Leggermente attivo (1-3 giorni a settimana)», «Moderatamente attivo (3-5 giorni a settimana)», «Molto attivo (6-7 giorni a settimana)» o «Estremamente attivo (lavoro fisico o doppi allenamenti)»', { activityLevel: 'active' }],
    ['Il campo «Obiettivo» deve essere «Perdere peso», «Mantenere il peso» o «Aumentare di peso»', { goal: 'bulk' }],
    ['Il campo «Età (anni)» è obbligatorio', { age: undefined }],
  ])('answers «%s»', async (error, change) => {
    const response = await calculate({ ...person, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
