import { HISTORY_KEY, readHistory, rememberAnalysis } from './food-history';

const analysis = (calories: number) => ({
  ingredients: ['riso'],
  calories,
  protein: 5,
  carbs: 40,
  fat: 1,
  confidence: 0.7,
  model: 'gpt-4o-mini',
});

beforeEach(() => window.localStorage.clear());

describe('food analysis history', () => {
  it('keeps the five newest analyses, newest first', () => {
    for (let i = 1; i <= 7; i += 1) rememberAnalysis(analysis(i * 100), new Date(Date.UTC(2026, 0, i)));
    expect(readHistory().map((entry) => entry.analysis.calories)).toEqual([700, 600, 500, 400, 300]);
  });

  it('leaves out what it cannot read', () => {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify([{ at: 'ieri', analysis: analysis(1) }, { at: '2026-01-01T00:00:00Z', analysis: { calories: '1' } }, null]));
    expect(readHistory()).toEqual([]);
    window.localStorage.setItem(HISTORY_KEY, '{rotto');
    expect(readHistory()).toEqual([]);
  });
});
