/** Reads a number typed the Italian way ("72,5") or the English way ("72.5"); blank or garbage gives NaN. */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '' || !/^[-+]?\d*\.?\d+$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}
