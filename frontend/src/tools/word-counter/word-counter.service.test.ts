import { countForm, formatDuration } from './word-counter.service';

describe('word counter', () => {
  it('counts a text in the page', () => {
    expect(countForm('Ciao mondo. Ciao!')).toMatchObject({ words: 3, sentences: 2, topWords: [{ word: 'ciao', count: 2 }, { word: 'mondo', count: 1 }] });
  });

  it('writes durations as a person reads them', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(90)).toBe('1 min 30 s');
    expect(formatDuration(120)).toBe('2 min');
  });
});
