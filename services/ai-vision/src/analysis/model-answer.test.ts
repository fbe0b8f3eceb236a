import { AnswerRejectedError, interpretAnswer, type AnswerProblem } from './model-answer.js';

const pasta = {
  containsFood: true,
  ingredients: ['pasta', 'pomodoro'],
  calories: 512.6,
  protein: 14.44,
  carbs: 90.05,
  fat: 9,
  confidence: 0.876,
};

function problemOf(content: string | null, refusal: string | null = null): AnswerProblem | 'none' {
  try {
    interpretAnswer({ content, refusal });
    return 'none';
  } catch (error) {
    if (error instanceof AnswerRejectedError) return error.problem;
    throw error;
  }
}

describe('interpretAnswer', () => {
  it('rounds kcal to units, grams to one decimal and confidence to two', () => {
    expect(interpretAnswer({ content: JSON.stringify(pasta) })).toEqual({
      ingredients: ['pasta', 'pomodoro'],
      calories: 513,
      protein: 14.4,
      carbs: 90.1,
      fat: 9,
      confidence: 0.88,
    });
  });

  it('trims ingredient names, drops empty and repeated ones', () => {
    const answer = { ...pasta, ingredients: [' pasta ', '', 'pasta', 'pomodoro'] };
    expect(interpretAnswer({ content: JSON.stringify(answer) }).ingredients).toEqual(['pasta', 'pomodoro']);
  });

  it('reads JSON inside a Markdown fence', () => {
    expect(problemOf('```json\n' + JSON.stringify(pasta) + '\n```')).toBe('none');
  });

  it('reads JSON that a local model wraps in sentences, fenced or not', () => {
    expect(problemOf(`Ecco l'analisi del piatto:\n\n\`\`\`json\n${JSON.stringify(pasta, null, 2)}\n\`\`\`\nBuon appetito!`)).toBe('none');
    expect(problemOf(`Analisi: ${JSON.stringify(pasta)} (valori stimati)`)).toBe('none');
    expect(problemOf('Non riesco a vedere il piatto { ma sembra buono')).toBe('invalid');
  });

  it.each([
    ['a negative number', { ...pasta, fat: -1 }],
    ['a confidence above 1', { ...pasta, confidence: 1.2 }],
    ['calories no plate can have', { ...pasta, calories: 1e6 }],
    ['a number as text', { ...pasta, calories: '500' }],
    ['an extra field', { ...pasta, note: 'buon appetito' }],
    ['a missing field', { ...pasta, protein: undefined }],
    ['ingredients that are not strings', { ...pasta, ingredients: [1, 2] }],
  ])('rejects %s as invalid', (_what, answer) => {
    expect(problemOf(JSON.stringify(answer))).toBe('invalid');
  });

  it('rejects text, an array and an empty message as invalid', () => {
    expect(problemOf('pasta al pomodoro')).toBe('invalid');
    expect(problemOf('[]')).toBe('invalid');
    expect(problemOf(null)).toBe('invalid');
  });

  it('says no food when the model says so, or names no ingredient', () => {
    expect(problemOf(JSON.stringify({ ...pasta, containsFood: false }))).toBe('no-food');
    expect(problemOf(JSON.stringify({ ...pasta, ingredients: [] }))).toBe('no-food');
  });

  it('reports a refusal as such, whatever the content', () => {
    expect(problemOf(JSON.stringify(pasta), 'Non posso aiutarti.')).toBe('refused');
  });
});
