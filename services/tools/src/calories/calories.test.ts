import fc from 'fast-check';
import type { CalorieRequest } from '@orbita/proto-types';
import { GOALS } from '@orbita/proto-types';
import { basalMetabolicRate, calculateCalories, macronutrientsFor, targetFor } from './calories.js';

const man: CalorieRequest = { age: 30, gender: 'male', weight: 80, height: 180, activityLevel: 'moderately', goal: 'maintain' };

function kcalOf(macros: { protein: number; carbs: number; fat: number }): number {
  return 4 * macros.protein + 4 * macros.carbs + 9 * macros.fat;
}

describe('basalMetabolicRate (Mifflin–St Jeor)', () => {
  it('adds 5 kcal for men and takes 161 for women', () => {
    expect(basalMetabolicRate(80, 180, 30, 'male')).toBe(1780);
    expect(basalMetabolicRate(60, 165, 25, 'female')).toBeCloseTo(1345.25, 5);
  });
});

describe('calculateCalories', () => {
  it('multiplies the basal rate by the activity factor', () => {
    const factors = { sedentary: 1.2, lightly: 1.375, moderately: 1.55, very: 1.725, extra: 1.9 } as const;
    for (const [activityLevel, factor] of Object.entries(factors)) {
      const result = calculateCalories({ ...man, activityLevel: activityLevel as keyof typeof factors });
      expect(result.bmr).toBe(1780);
      expect(result.tdee).toBe(Math.round(1780 * factor));
    }
  });

  it('keeps maintenance, takes 500 kcal to lose and adds 300 to gain', () => {
    expect(calculateCalories(man).targetCalories).toBe(2759);
    expect(calculateCalories({ ...man, goal: 'lose' }).targetCalories).toBe(2259);
    expect(calculateCalories({ ...man, goal: 'gain' }).targetCalories).toBe(3059);
  });

  it('never sets a weight-loss target under the safe floor', () => {
    const small = calculateCalories({ age: 45, gender: 'female', weight: 60, height: 160, activityLevel: 'sedentary', goal: 'lose' });
    expect(small.tdee).toBe(1457);
    expect(small.targetCalories).toBe(1200);
    expect(small.recommendation).toContain('punta a 1.200 kcal al giorno, il minimo senza il parere di un medico');
  });

  it('advises a doctor instead of a deficit when maintenance is already under the floor', () => {
    const tiny = calculateCalories({ age: 100, gender: 'female', weight: 30, height: 120, activityLevel: 'sedentary', goal: 'lose' });
    expect(tiny.targetCalories).toBe(tiny.tdee);
    expect(tiny.recommendation).toContain('medico');
  });

  it.each(GOALS)('splits the %s target into macronutrients worth the target within rounding', (goal) => {
    for (const weight of [30, 55.5, 80, 142, 300]) {
      const result = calculateCalories({ ...man, weight, goal });
      expect(Math.abs(kcalOf(result.macronutrients) - result.targetCalories)).toBeLessThanOrEqual(2);
    }
  });

  it('answers whole numbers and an Italian recommendation', () => {
    const result = calculateCalories({ ...man, weight: 72.3, height: 171.5 });
    for (const value of [result.bmr, result.tdee, result.targetCalories, ...Object.values(result.macronutrients)]) {
      expect(Number.isInteger(value)).toBe(true);
    }
    expect(result.recommendation).toMatch(/^Per mantenere il peso resta intorno a 2.557 kcal al giorno/);
  });
});

// Issue 38: the advice said the daily need, then the same figure again («… di circa 2.759 kcal al giorno. Per
// mantenere il peso resta intorno a 2.759 kcal»): each sentence and each figure once, whatever the visitor types.
describe('the recommendation', () => {
  it('never repeats a sentence or a figure', () => {
    fc.assert(
      fc.property(
        fc.record({
          age: fc.integer({ min: 15, max: 100 }),
          gender: fc.constantFrom('male' as const, 'female' as const),
          weight: fc.integer({ min: 30, max: 300 }),
          height: fc.integer({ min: 120, max: 250 }),
          activityLevel: fc.constantFrom('sedentary' as const, 'lightly' as const, 'moderately' as const, 'very' as const, 'extra' as const),
          goal: fc.constantFrom(...GOALS),
        }),
        (request) => {
          let recommendation: string;
          try {
            ({ recommendation } = calculateCalories(request));
          } catch (error) {
            // A weight and height no person has together: refused in Italian, nothing to advise.
            expect((error as Error).message).toMatch(/^Peso e altezza insieme/);
            return;
          }
          const sentences = recommendation.split(/(?<=\.) /);
          expect(new Set(sentences).size).toBe(sentences.length);
          const figures = recommendation.match(/\d[\d.]* kcal/g) ?? [];
          expect(new Set(figures).size).toBe(figures.length);
        },
      ),
    );
  });
});

describe('targetFor and macronutrientsFor', () => {
  it('says which rule set the target', () => {
    expect(targetFor(2500, 'lose', 'male')).toEqual({ target: 2000, rule: 'adjusted' });
    expect(targetFor(1800, 'lose', 'male')).toEqual({ target: 1500, rule: 'floor' });
    expect(targetFor(1400, 'lose', 'male')).toEqual({ target: 1400, rule: 'maintenance' });
    expect(targetFor(1000, 'gain', 'female')).toEqual({ target: 1300, rule: 'adjusted' });
  });

  it('uses 30/40/30 to lose and 25/50/25 otherwise', () => {
    expect(macronutrientsFor(2000, 'lose')).toEqual({ protein: 150, carbs: 199, fat: 67 });
    expect(macronutrientsFor(2000, 'maintain')).toEqual({ protein: 125, carbs: 249, fat: 56 });
  });
});

describe('calculateCalories: any request the contract lets through', () => {
  it('answers a positive target, or refuses in Italian a weight and height no body has together', () => {
    const request = fc.record({
      age: fc.integer({ min: 15, max: 100 }),
      gender: fc.constantFrom('male', 'female') as fc.Arbitrary<'male' | 'female'>,
      weight: fc.integer({ min: 300, max: 3000 }).map((tenths) => tenths / 10),
      height: fc.integer({ min: 1200, max: 2500 }).map((tenths) => tenths / 10),
      activityLevel: fc.constantFrom('sedentary', 'lightly', 'moderately', 'very', 'extra') as fc.Arbitrary<'sedentary'>,
      goal: fc.constantFrom('lose', 'maintain', 'gain') as fc.Arbitrary<'lose'>,
    });
    fc.assert(
      fc.property(request, (body) => {
        const bmi = body.weight / (body.height / 100) ** 2;
        if (bmi < 6 || bmi > 200) {
          expect(() => calculateCalories(body)).toThrow(/^Peso e altezza insieme danno un BMI di [\d.,]+, fuori da quelli possibili per una persona \(tra 6 e 200\)/);
        } else {
          expect(calculateCalories(body).targetCalories).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
