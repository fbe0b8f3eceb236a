import { GRADUATION_MESSAGES } from '@orbita/proto-types/graduation';
import { DEFAULT_GRADUATION_FORM, graduationOfForm, INVALID_BONUS, NO_EXAM_READ } from './graduation-grade.service';

describe('graduationOfForm', () => {
  it('computes the default exams in the page', () => {
    const outcome = graduationOfForm(DEFAULT_GRADUATION_FORM);
    expect(outcome.result).toMatchObject({ exams: 4, credits: 33, honours: 1 });
    expect(outcome.error).toBeUndefined();
  });

  it('reads the lode value and the points typed the Italian way', () => {
    const outcome = graduationOfForm({ exams: '30L 6\n27 9', honoursValue: '33', bonus: '2,5' });
    expect(outcome.result).toMatchObject({ weightedAverage: 29.4, startingGrade: 107.8, finalGrade: 110 });
  });

  it('says which lines it could not read and counts the idoneità apart', () => {
    const outcome = graduationOfForm({ exams: '27 9\nInglese idoneo 3\nciao', honoursValue: '30', bonus: '0' });
    expect(outcome).toMatchObject({ withoutGrade: 1, unread: ['ciao'] });
  });

  it.each([
    [{ exams: '', honoursValue: '30', bonus: '0' }, NO_EXAM_READ],
    [{ exams: '27 9', honoursValue: '30', bonus: 'tanti' }, INVALID_BONUS],
    [{ exams: '27 9', honoursValue: '36', bonus: '0' }, GRADUATION_MESSAGES.honoursValue],
  ])('stops %j with the message to show', (form, message) => {
    expect(graduationOfForm(form).error).toBe(message);
  });
});
