import { countWorkingDays } from './workdays.js';

describe('countWorkingDays', () => {
  it('refuses a span over 36.600 days, the limit written the Italian way', () => {
    expect(() => countWorkingDays({ from: '1950-01-01', to: '2100-12-31' })).toThrow('Le due date possono distare al massimo 36.600 giorni (circa cento anni)');
  });

  it.each([
    [2024, 254],
    [2025, 251],
    [2026, 254],
  ])('counts the working days of %i: %i', (year, expected) => {
    const answer = countWorkingDays({ from: `${year}-01-01`, to: `${year}-12-31` });
    expect(answer.workingDays).toBe(expected);
    expect(answer.weekendDays).toBe(104);
  });

  it('lists the holidays met, saying which fall on a weekend', () => {
    expect(countWorkingDays({ from: '2025-12-22', to: '2025-12-31' })).toEqual({
      workingDays: 6,
      calendarDays: 10,
      weekendDays: 2,
      holidays: [
        { date: '2025-12-25', name: 'Natale', weekend: false },
        { date: '2025-12-26', name: 'Santo Stefano', weekend: false },
      ],
      rules: expect.arrayContaining([expect.objectContaining({ name: 'Natale', value: 'festivo il 25 dicembre dal 01/06/1949' })]),
    });
    expect(countWorkingDays({ from: '2025-10-31', to: '2025-11-03' })).toMatchObject({
      workingDays: 2,
      holidays: [{ date: '2025-11-01', name: 'Ognissanti', weekend: true }],
    });
  });

  it("leaves out a city's patron saint when asked", () => {
    expect(countWorkingDays({ from: '2026-06-29', to: '2026-06-30' }).workingDays).toBe(2);
    expect(countWorkingDays({ from: '2026-06-29', to: '2026-06-30', patron: 'roma' })).toMatchObject({
      workingDays: 1,
      holidays: [{ date: '2026-06-29', name: 'Santi Pietro e Paolo, patrono di Roma', weekend: false }],
    });
    expect(countWorkingDays({ from: '2025-12-01', to: '2025-12-12', patron: 'milano' }).workingDays).toBe(9);
  });

  it('adds working days, skipping weekends and holidays', () => {
    expect(countWorkingDays({ from: '2025-12-23', add: 3 })).toMatchObject({ date: '2025-12-30', weekendDays: 2 });
    expect(countWorkingDays({ from: '2024-03-28', add: 1 })).toMatchObject({ date: '2024-03-29' });
    // Friday 29 March 2024 + 1: Saturday, Easter Sunday, Easter Monday are skipped.
    expect(countWorkingDays({ from: '2024-03-29', add: 1 })).toMatchObject({ date: '2024-04-02' });
    expect(countWorkingDays({ from: '2025-06-01', add: 0 })).toMatchObject({ date: '2025-06-01', calendarDays: 1 });
  });

  it('refuses what has no answer with an Italian message', () => {
    expect(() => countWorkingDays({ from: '2025-01-10', to: '2025-01-01' })).toThrow('deve essere uguale o successiva');
    expect(() => countWorkingDays({ from: '2025-02-29', to: '2025-03-01' })).toThrow('Il campo «Dal (incluso)» non è una data del calendario: 2025-02-29');
    expect(() => countWorkingDays({ from: '2025-01-01' })).toThrow('Indica la data finale');
    expect(() => countWorkingDays({ from: '2025-01-01', to: '2025-01-02', add: 3 })).toThrow('non entrambi');
    expect(() => countWorkingDays({ from: '1800-01-01', to: '1800-01-02' })).toThrow('tra il 1949 e il 2199');
  });
});
