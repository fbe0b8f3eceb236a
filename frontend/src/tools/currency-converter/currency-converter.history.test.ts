import { formatChange, summarizeHistory } from './currency-converter.service';

describe('pair history summary', () => {
  it('finds the lowest and highest days and the change from the first to the last', () => {
    const summary = summarizeHistory([
      { date: '2025-10-08', rate: 1.1645 },
      { date: '2025-10-09', rate: 1.1611 },
      { date: '2025-10-10', rate: 1.17 },
      { date: '2025-10-13', rate: 1.15 },
    ]);
    expect(summary).toMatchObject({ min: { date: '2025-10-13', rate: 1.15 }, max: { date: '2025-10-10', rate: 1.17 }, first: 1.1645, last: 1.15 });
    expect(summary!.changePercent).toBeCloseTo(-1.2452, 3);
    expect(summarizeHistory([])).toBeNull();
  });

  it('writes the change with its sign, as a person reads it', () => {
    expect(formatChange(1.16279)).toBe('+1,16%');
    expect(formatChange(-1.2452)).toBe('−1,25%');
    expect(formatChange(0.001)).toBe('0,00%');
  });
});
