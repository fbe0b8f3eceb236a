/** Average of exams and degree grade (`POST /api/calculate-graduation-grade`). */
import { Type, type Static } from 'typebox';
import {
  GRADUATION_MAX_BONUS,
  GRADUATION_MAX_CREDITS,
  GRADUATION_MAX_EXAMS,
  GRADUATION_MAX_GRADE,
  GRADUATION_MAX_HONOURS_VALUE,
  GRADUATION_MIN_GRADE,
  GRADUATION_MIN_HONOURS_VALUE,
} from '../logic/graduation.js';
import { AppliedRule } from './rules.js';

export const GraduationExam = Type.Object({
  grade: Type.Integer({ minimum: GRADUATION_MIN_GRADE, maximum: GRADUATION_MAX_GRADE, title: 'Voto' }),
  honours: Type.Optional(Type.Boolean({ title: 'Lode' })),
  credits: Type.Number({ exclusiveMinimum: 0, maximum: GRADUATION_MAX_CREDITS, title: 'Crediti (CFU)' }),
});

/**
 * Exams passed with a grade (idoneità left out), each with its CFU; `honoursValue` is what a 30 e lode counts (30 by
 * default); `bonus` the points the board adds to the starting grade.
 */
export const CalculateGraduationGradeRequest = Type.Object({
  exams: Type.Array(GraduationExam, { minItems: 1, maxItems: GRADUATION_MAX_EXAMS, title: 'Esami' }),
  honoursValue: Type.Optional(Type.Number({ minimum: GRADUATION_MIN_HONOURS_VALUE, maximum: GRADUATION_MAX_HONOURS_VALUE, title: 'Valore della lode' })),
  bonus: Type.Optional(Type.Number({ minimum: 0, maximum: GRADUATION_MAX_BONUS, title: 'Punti aggiunti' })),
});
export type CalculateGraduationGradeRequest = Static<typeof CalculateGraduationGradeRequest>;

export const CalculateGraduationGradeResponse = Type.Object({
  exams: Type.Integer(),
  credits: Type.Number(),
  honours: Type.Integer(),
  honoursValue: Type.Number(),
  weightedAverage: Type.Number(),
  arithmeticAverage: Type.Number(),
  /** weighted average × 110 / 30, to two decimals. */
  startingGrade: Type.Number(),
  bonus: Type.Number(),
  /** starting grade + bonus, at most 110. */
  finalGrade: Type.Number(),
  roundedGrade: Type.Integer(),
  steps: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  rules: Type.Array(AppliedRule),
});
export type CalculateGraduationGradeResponse = Static<typeof CalculateGraduationGradeResponse>;
