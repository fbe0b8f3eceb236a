import type { CalculateGraduationGradeRequest, CalculateGraduationGradeResponse } from '@orbita/proto-types';
import { calculateGraduationOrError, GRADUATION_RULES } from '@orbita/proto-types/graduation';
import { InvalidGraduationInputError } from '../errors.js';

/** The average of the exams and the degree grade, by the logic the page runs too; a rule the schema cannot say is a 400. */
export function calculateGraduationGrade(request: CalculateGraduationGradeRequest): CalculateGraduationGradeResponse {
  const outcome = calculateGraduationOrError(request);
  if ('error' in outcome) throw new InvalidGraduationInputError(outcome.error);
  return { ...outcome.result, rules: GRADUATION_RULES.map((rule) => ({ ...rule, source: { ...rule.source } })) };
}
