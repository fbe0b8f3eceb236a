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

  it('reads the numbers as Italians type them, and names the field that holds no number', () => {
    const form = { ...INITIAL_CALORIE_FORM, age: '30 anni', weight: '72,5 kg', height: '178 cm' };
    expect(toCalorieRequest(form)).toMatchObject({ request: { weight: 72.5, height: 178 } });
    expect(toCalorieRequest({ ...form, weight: '7x' })).toEqual({ error: 'Il peso non è un numero: scrivilo in chilogrammi, come 70 o 68,5' });
    expect(toCalorieRequest({ ...form, height: '1,7,8' })).toEqual({ error: "L'altezza non è un numero: scrivila in centimetri, come 175 o 172,5" });
    expect(toCalorieRequest({ ...form, age: 'trenta' })).toEqual({ error: "L'età non è un numero: scrivila in anni, come 30" });
  });
});
