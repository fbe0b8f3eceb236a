import { INITIAL_CALORIE_FORM, toCalorieRequest } from './calorie-calculator.service';

describe('toCalorieRequest', () => {
  it('defaults to a moderately active man who wants to keep his weight', () => {
    expect(INITIAL_CALORIE_FORM).toMatchObject({ gender: 'male', activityLevel: 'moderately', goal: 'maintain' });
  });

  it('turns the filled form into the request, reading decimal commas', () => {
    const form = { ...INITIAL_CALORIE_FORM, age: '30', weight: '72,5', height: '178', goal: 'lose' as const };
    expect(toCalorieRequest(form)).toEqual({
      request: { age: 30, gender: 'male', weight: 72.5, height: 178, activityLevel: 'moderately', goal: 'lose' },
    });
  });

  it('asks for age, weight and height', () => {
    expect(toCalorieRequest({ ...INITIAL_CALORIE_FORM, age: '30', weight: '70' })).toEqual({
      error: 'Compila tutti i campi obbligatori',
    });
  });
});
