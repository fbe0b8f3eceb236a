import { FOI_LAST_MONTH, FOI_MONTHS, foiAt, foiRatio, missingFoiMessage, TFR_COEFFICIENTS, tfrCoefficientText } from './foi.js';
import { toPlaces } from './exact-decimal.js';

describe('the FOI series', () => {
  // Every coefficient ISTAT published that was collected with the series (each with its page) is recomputed from the
  // series alone: the month's index over the previous December's, 75 % of the rise plus 1,5 % × months / 12.
  it.each(TFR_COEFFICIENTS.map((entry) => [entry.month, entry.percent, entry.url]))(
    'gives the published TFR coefficient of %s, %s (%s)',
    (month, percent) => {
      const [year, number] = month.split('-').map(Number);
      expect(tfrCoefficientText(year!, number!)).toBe(percent);
    },
  );

  it('gives 0,811564 for February 2025 from 121,1 over December 2024’s 120,2 (the worked example)', () => {
    expect(foiAt('2025-02')?.tenths).toBe(1211);
    expect(foiAt('2024-12')?.tenths).toBe(1202);
    expect(tfrCoefficientText(2025, 2)).toBe('0.811564');
  });

  it('chains across the base changes with ISTAT’s linking coefficients (1,071 in 2016, 1,214 in 2026)', () => {
    // December 2016 (100,3 on base 2015) over December 2015 (107,0 on base 2010): 100,3 × 1,071 / 107,0.
    expect(toPlaces(foiRatio('2016-12', '2015-12'), 8)).toBe('1.00393738');
    // January 2026 (100,4 on base 2025) over December 2025 (121,5 on base 2015): 100,4 × 1,214 / 121,5.
    expect(toPlaces(foiRatio('2026-01', '2025-12'), 8)).toBe('1.00317366');
  });

  it('holds every month in order, each with a page, and says which is the last', () => {
    const months = FOI_MONTHS.map((entry) => entry.month);
    expect([...months].sort()).toEqual(months);
    expect(new Set(months).size).toBe(months.length);
    for (const entry of FOI_MONTHS) expect(entry.reference.url).toMatch(/^https?:\/\//);
    expect(FOI_LAST_MONTH).toBe(months[months.length - 1]);
    // Every December from 2015 is held: each year's TFR revaluation stands on it.
    for (let year = 2015; year < Number(FOI_LAST_MONTH.slice(0, 4)); year += 1) expect(foiAt(`${year}-12`)).toBeDefined();
  });

  // Months no page prints, fixed by a change ISTAT published (rounded to one decimal) from or to a month held: the
  // held index gives that change and its neighbours a tenth away do not.
  it.each([
    ['2022-11', '2023-11', 0.7, 'novembre 2023 «+0,7% su base annua»'],
    ['2023-08', '2025-08', 2.3, 'agosto 2025 «+2,3% in due anni»'],
    ['2025-06', '2025-07', 0.4, 'luglio 2025 «+0,4% rispetto al mese precedente»'],
  ])('holds %s as the only index that gives the change published to %s (%d%%, %s)', (month, later, change) => {
    const held = foiAt(month)!;
    const laterTenths = foiAt(later)!.tenths;
    const rounded = (tenths: number) => Math.round(((laterTenths / tenths - 1) * 100) * 10) / 10;
    expect(held.reference.confirmed).toBe(false);
    expect(rounded(held.tenths)).toBe(change);
    expect(rounded(held.tenths - 1)).not.toBe(change);
    expect(rounded(held.tenths + 1)).not.toBe(change);
  });

  // February 2026: the page gives the coefficient only. 100,9 (× 1,214 over December 2025's 121,5) gives it; the
  // indexes a tenth away give 0,787778 and 0,937654.
  it('holds February 2026 as the only index that gives its published coefficient 0,862716, marked unconfirmed', () => {
    const held = foiAt('2026-02')!;
    expect(held).toMatchObject({ tenths: 1009, base: 2025, reference: { confirmed: false } });
    expect(TFR_COEFFICIENTS.find((entry) => entry.month === '2026-02')?.percent).toBe('0.862716');
    const coefficient = (tenths: number) => (0.25 + ((tenths * 1.214) / 1215 - 1) * 75).toFixed(6);
    expect(coefficient(held.tenths)).toBe('0.862716');
    expect(coefficient(held.tenths - 1)).toBe('0.787778');
    expect(coefficient(held.tenths + 1)).toBe('0.937654');
  });

  it('says in Italian why a month is not held', () => {
    expect(missingFoiMessage('2010-05')).toBe("La serie dell'indice FOI qui contenuta parte da dicembre 2015: maggio 2010 è prima");
    expect(missingFoiMessage('2099-01')).toContain("l'ultimo mese presente è");
  });
});
