import { addToDate, calculateAge, calculateDateDifference, todayInItaly } from './dates.js';

describe('dates of the tools service', () => {
  it('answers the shared logic, and its message as the tool error', () => {
    expect(calculateDateDifference({ from: '2024-02-28', to: '2025-03-01' })).toMatchObject({ days: 367 });
    expect(addToDate({ date: '2025-01-31', amount: 1, unit: 'months' })).toMatchObject({ date: '2025-02-28', monthEnd: true });
    expect(() => addToDate({ date: '2025-02-29', amount: 1, unit: 'days' })).toThrow(
      expect.objectContaining({ code: 'TOOLS_INVALID_DATE', message: 'Il campo «Data di partenza» non è una data del calendario: 2025-02-29' }),
    );
  });

  it('reckons an age on today in Italy when no day is given', () => {
    // 23:30 UTC on 31 December 2025 is already 1 January 2026 in Rome.
    const now = new Date('2025-12-31T23:30:00Z');
    expect(todayInItaly(now)).toBe('2026-01-01');
    expect(calculateAge({ birthDate: '2000-01-01' }, now)).toMatchObject({ years: 26, birthdayToday: true });
  });
});
