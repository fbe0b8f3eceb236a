/** Kilocalories per gram (Atwater factors), as the calorie calculator's macronutrient split uses them. */
export const MACROS = [
  { key: 'protein', label: 'Proteine', kcalPerGram: 4, colour: '#38bdf8' },
  { key: 'carbs', label: 'Carboidrati', kcalPerGram: 4, colour: '#fbbf24' },
  { key: 'fat', label: 'Grassi', kcalPerGram: 9, colour: '#f472b6' },
] as const;

export type MacroKey = (typeof MACROS)[number]['key'];
export type MacroGrams = Record<MacroKey, number>;

export interface MacroShare {
  key: MacroKey;
  label: string;
  colour: string;
  grams: number;
  kcal: number;
  /** Share of the kilocalories of the three, 0–1. */
  share: number;
}

/** Each macronutrient's grams, kilocalories and share of the kilocalories they add up to. */
export function macroShares(grams: MacroGrams): MacroShare[] {
  const kcal = MACROS.map((macro) => Math.max(0, grams[macro.key]) * macro.kcalPerGram);
  const total = kcal.reduce((sum, value) => sum + value, 0);
  return MACROS.map((macro, index) => ({
    key: macro.key,
    label: macro.label,
    colour: macro.colour,
    grams: grams[macro.key],
    kcal: kcal[index]!,
    share: total > 0 ? kcal[index]! / total : 0,
  }));
}

/** Shares as whole percentages that add up to exactly 100 (largest remainders), as people check them. */
export function wholePercentages(shares: readonly number[]): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (total <= 0) return shares.map(() => 0);
  const exact = shares.map((share) => (share / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - floors[index]! })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors;
}
