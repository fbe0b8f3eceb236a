import { macroShares, wholePercentages } from './macros';

describe('macronutrient shares', () => {
  it('weighs grams by 4, 4 and 9 kcal: 150 g protein, 280 g carbs, 80 g fat are 600, 1120 and 720 kcal', () => {
    const shares = macroShares({ protein: 150, carbs: 280, fat: 80 });
    expect(shares.map((macro) => macro.kcal)).toEqual([600, 1120, 720]);
    expect(shares.map((macro) => Math.round(macro.share * 1000) / 10)).toEqual([24.6, 45.9, 29.5]);
  });

  it('gives whole percentages that add up to 100', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([600, 1120, 720])).toEqual([25, 46, 29]);
    expect(wholePercentages([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('has no share for a portion without kilocalories', () => {
    expect(macroShares({ protein: 0, carbs: 0, fat: 0 }).every((macro) => macro.share === 0)).toBe(true);
  });
});
