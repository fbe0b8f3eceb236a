import { calculateGraduationGrade } from './graduation.js';

describe('calculateGraduationGrade', () => {
  it('answers the averages, the grade out of 110 and the rules with their sources', () => {
    const result = calculateGraduationGrade({ exams: [{ grade: 30, honours: true, credits: 6 }, { grade: 27, credits: 9 }] });
    expect(result).toMatchObject({ weightedAverage: 28.2, startingGrade: 103.4, roundedGrade: 103 });
    expect(result.rules.length).toBeGreaterThan(0);
    for (const rule of result.rules) expect(rule.source.url).toMatch(/^https:\/\//);
  });

  it('refuses a lode on a grade below 30 with the tool’s Italian error', () => {
    expect(() => calculateGraduationGrade({ exams: [{ grade: 29, honours: true, credits: 6 }] })).toThrow('La lode si può avere solo con 30');
  });
});
