import fc from 'fast-check';
import { calculateGraduation, calculateGraduationOrError, GRADUATION_MESSAGES, parseExamList, type GraduationExam } from './graduation.js';

describe('calculateGraduation', () => {
  // https://vivalascuola.studenti.it/come-calcolare-la-media-degli-esami-universitari-79406.html: «29,42:30 … ×110 =
  // 107,8733. Il voto di partenza sarà 107,87/110». 42 CFU at 30 and 58 at 29 average exactly 29,42.
  it('brings an average of 29,42 to 107,87 out of 110, as the published example', () => {
    const result = calculateGraduation({ exams: [{ grade: 30, credits: 42 }, { grade: 29, credits: 58 }] });
    expect(result.weightedAverage).toBe(29.42);
    expect(result.startingGrade).toBe(107.87);
    expect(result.finalGrade).toBe(107.87);
    expect(result.roundedGrade).toBe(108);
  });

  // https://corsi.unibo.it/laurea/LingueTecnologieComunicazioneInterculturale/come-calcolare-il-voto-di-partenza-della-laurea:
  // voto di partenza = (voto1 × crediti1 + voto2 × crediti2 …) / (crediti1 + crediti2 …).
  it('weighs each grade by its credits, as the Bologna rule writes it', () => {
    const result = calculateGraduation({ exams: [{ grade: 30, honours: true, credits: 6 }, { grade: 27, credits: 9 }] });
    expect(result.weightedAverage).toBe(28.2); // (180 + 243) / 15
    expect(result.arithmeticAverage).toBe(28.5);
    expect(result.startingGrade).toBe(103.4); // 28,2 × 110 / 30
    expect(result.credits).toBe(15);
    expect(result.honours).toBe(1);
  });

  it('counts a lode as the value the university gives it', () => {
    const result = calculateGraduation({ exams: [{ grade: 30, honours: true, credits: 6 }, { grade: 27, credits: 9 }], honoursValue: 33 });
    expect(result.weightedAverage).toBe(29.4); // (198 + 243) / 15
    expect(result.steps.map((step) => step.label)).toContain('Lodi');
  });

  it('adds the board points and stops at 110', () => {
    const result = calculateGraduation({ exams: [{ grade: 29, credits: 6 }], bonus: 5 });
    expect(result.startingGrade).toBe(106.33);
    expect(result.finalGrade).toBe(110);
    expect(result.roundedGrade).toBe(110);
    expect(result.steps.at(-1)?.value).toContain('al massimo 110');
  });

  it.each([
    [{ exams: [] }, GRADUATION_MESSAGES.noExams],
    [{ exams: [{ grade: 17, credits: 6 }] }, GRADUATION_MESSAGES.grade],
    [{ exams: [{ grade: 28, honours: true, credits: 6 }] }, GRADUATION_MESSAGES.honours],
    [{ exams: [{ grade: 28, credits: 0 }] }, GRADUATION_MESSAGES.credits],
    [{ exams: [{ grade: 28, credits: 6.25 }] }, GRADUATION_MESSAGES.credits],
    [{ exams: [{ grade: 28, credits: 6 }], honoursValue: 35 }, GRADUATION_MESSAGES.honoursValue],
    [{ exams: [{ grade: 28, credits: 6 }], bonus: -1 }, GRADUATION_MESSAGES.bonus],
  ])('says in Italian what is wrong with %j', (input, message) => {
    expect(calculateGraduationOrError(input)).toEqual({ error: message });
  });

  const exam = fc.record({ grade: fc.integer({ min: 18, max: 30 }), credits: fc.integer({ min: 1, max: 600 }).map((tenths) => tenths / 10), honours: fc.boolean() })
    .map(({ grade, credits, honours }): GraduationExam => (honours && grade === 30 ? { grade, credits, honours } : { grade, credits }));

  it('keeps the average between the lowest and the highest grade, and the grade within 66 and 110 + the lode', () => {
    fc.assert(
      fc.property(fc.array(exam, { minLength: 1, maxLength: 100 }), fc.integer({ min: 3000, max: 3400 }), (exams, hundredths) => {
        const honoursValue = hundredths / 100;
        const result = calculateGraduation({ exams, honoursValue });
        const grades = exams.map((e) => (e.honours ? honoursValue : e.grade));
        expect(result.weightedAverage).toBeGreaterThanOrEqual(Math.min(...grades) - 0.005);
        expect(result.weightedAverage).toBeLessThanOrEqual(Math.max(...grades) + 0.005);
        expect(result.startingGrade).toBeGreaterThanOrEqual(66);
        expect(result.finalGrade).toBeLessThanOrEqual(110);
      }),
    );
  });

  it('ends at once in a result or an Italian sentence for any input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ grade: fc.double(), credits: fc.double(), honours: fc.boolean() }), { maxLength: 120 }),
        fc.option(fc.double(), { nil: undefined }),
        fc.option(fc.double(), { nil: undefined }),
        (exams, honoursValue, bonus) => {
          const outcome = calculateGraduationOrError({ exams, honoursValue, bonus });
          if ('error' in outcome) expect(Object.values(GRADUATION_MESSAGES)).toContain(outcome.error);
          else expect(Number.isFinite(outcome.result.finalGrade)).toBe(true);
        },
      ),
    );
  });
});

describe('parseExamList', () => {
  it('reads exams typed quickly, grade first', () => {
    expect(parseExamList('27 9\n30L 6\n30 e lode 12; 18 3\n28/30 6 CFU')).toEqual({
      exams: [
        { grade: 27, credits: 9 },
        { grade: 30, honours: true, credits: 6 },
        { grade: 30, honours: true, credits: 12 },
        { grade: 18, credits: 3 },
        { grade: 28, credits: 6 },
      ],
      withoutGrade: 0,
      unread: [],
    });
  });

  it('reads a list pasted from a transcript: names, codes, years and dates around the credits and the grade', () => {
    const transcript = [
      'Analisi matematica 1\tMAT/05\t2021/2022\t9\t30L\t15/01/2022',
      'Fisica generale I FIS/01 12 27 20.02.2022',
      'Lingua inglese B2 3 Idoneo 10/03/2022',
      'Chimica 6 CFU 24',
      'Prova finale',
    ].join('\n');
    expect(parseExamList(transcript)).toEqual({
      exams: [
        { grade: 30, honours: true, credits: 9 },
        { grade: 27, credits: 12 },
        { grade: 24, credits: 6 },
      ],
      withoutGrade: 1,
      unread: ['Prova finale'],
    });
  });

  it('takes a first number that cannot be a grade as the credits', () => {
    expect(parseExamList('9 27').exams).toEqual([{ grade: 27, credits: 9 }]);
    expect(parseExamList('7,5 28').exams).toEqual([{ grade: 28, credits: 7.5 }]);
  });

  it('never throws, whatever is pasted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const parsed = parseExamList(text);
        for (const exam of parsed.exams) expect(Number.isInteger(exam.grade) && exam.credits > 0).toBe(true);
      }),
    );
  });
});
