import { computeAge, MISSING_BIRTH } from './age-calculator.service';

describe('age calculator form', () => {
  it('gives the exact age on a chosen day', () => {
    expect(computeAge({ birthDate: '1990-06-16', on: '2026-06-15' })).toMatchObject({
      age: { years: 35, months: 11, days: 30, nextBirthday: { date: '2026-06-16', weekday: 'martedì', daysUntil: 1 } },
    });
  });

  it('reckons on today when no day is chosen', () => {
    expect(computeAge({ birthDate: '2000-02-29', on: '' }, new Date(2026, 1, 28, 12))).toMatchObject({ age: { years: 26, birthdayToday: true, leapDayBirth: true } });
  });

  it('says what is missing or wrong', () => {
    expect(computeAge({ birthDate: '', on: '' })).toEqual({ error: MISSING_BIRTH });
    expect(computeAge({ birthDate: '2026-01-02', on: '2026-01-01' })).toEqual({ error: 'La data «Alla data» deve essere uguale o successiva alla «Data di nascita»' });
  });
});
