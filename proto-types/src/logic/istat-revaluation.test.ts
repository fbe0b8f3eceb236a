import fc from 'fast-check';
import { FOI_MONTHS } from './foi.js';
import { ISTAT_MESSAGES, revalueIstatOrError } from './istat-revaluation.js';

const change = (from: string, to: string) => {
  const outcome = revalueIstatOrError({ amount: 100, from, to });
  return 'result' in outcome ? outcome.result.change : outcome.error;
};

describe('revalueIstatOrError', () => {
  // Changes ISTAT published with the months' indexes, each on the page the series cites.
  it.each([
    ['2024-12', '2025-12', 1.1, 'https://www.eclavoro.it/tfr-indice-rivalutazione-dicembre-2025 («+1,1% su dicembre 2024»)'],
    ['2024-08', '2025-08', 1.4, 'https://www.fiscal-focus.it/news-24/ore-16-22-rivalutazione-tfr-coefficiente-aggiornato-ad-agosto-2025,3,176331 («in aumento dell’1,4% su base annua»)'],
    ['2024-07', '2025-07', 1.5, 'https://www.confindustria.aq.it/post/coefficiente-di-rivalutazione-del-tfr-luglio-2025 («+1,5% rispetto a luglio 2024»)'],
    ['2023-09', '2025-09', 2.0, 'https://gdc.ancidigitale.it/?p=100012 («rispetto a settembre 2023: l’aumento è del 2,0%»)'],
    ['2015-12', '2016-12', 0.4, 'http://portale.assimpredilance.it/articoli/bollettino-di-statistica-dati-di-dicembre-2016-dell-indice-foi-sul-costo-della-vita (+0,4% su dicembre 2015, across the base change with 1,071)'],
  ])('gives the change ISTAT published from %s to %s: %d%% (%s)', (from, to, expected) => {
    expect(change(from, to)).toBe(expected);
  });

  it('updates a rent by 75% of the change, and not at all under the cedolare secca', () => {
    const rent = revalueIstatOrError({ amount: 1000, from: '2024-12', to: '2025-12', share: 75 });
    expect(rent).toMatchObject({ result: { change: 1.1, applied: 0.825, revalued: 1008.25, difference: 8.25, blocked: false } });
    const blocked = revalueIstatOrError({ amount: 1000, from: '2024-12', to: '2025-12', share: 75, cedolareSecca: true });
    expect(blocked).toMatchObject({ result: { revalued: 1000, difference: 0, blocked: true } });
  });

  it('says «da confermare» for an index no page prints, and not otherwise', () => {
    const outcome = revalueIstatOrError({ amount: 100, from: '2025-06', to: '2025-12' });
    expect('result' in outcome && outcome.result.steps.at(-1)).toEqual({ label: 'Indici da confermare', value: expect.stringContaining('giugno 2025') });
    const printed = revalueIstatOrError({ amount: 100, from: '2025-07', to: '2025-12' });
    expect('result' in printed && printed.result.steps.map((step) => step.label)).not.toContain('Indici da confermare');
  });

  it('says when a month is before the series or not yet held', () => {
    expect(change('2010-01', '2025-01')).toBe("La serie dell'indice FOI qui contenuta parte da dicembre 2015: gennaio 2010 è prima");
    expect(change('2025-01', '2030-01')).toContain("l'ultimo mese presente è febbraio 2026");
    expect(change('2025-01', '2020-01')).toBe(ISTAT_MESSAGES.order);
  });

  const months = fc.constantFrom(...FOI_MONTHS.map((entry) => entry.month));
  it('keeps a sum revalued to the same month as it is', () => {
    fc.assert(fc.property(months, fc.integer({ min: 0, max: 1e9 }), (month, cents) => {
      const outcome = revalueIstatOrError({ amount: cents / 100, from: month, to: month });
      expect('result' in outcome && outcome.result.revalued).toBe(cents / 100);
    }));
  });

  it('ends any input at once in a result or an Italian sentence', () => {
    fc.assert(fc.property(fc.double(), fc.string(), fc.oneof(months, fc.string()), fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }), (amount, from, to, share) => {
      const outcome = revalueIstatOrError({ amount, from, to, share });
      if ('error' in outcome) expect(outcome.error).toMatch(/^[A-ZÀ-Ú]/);
      else expect(outcome.result.revalued).toBeGreaterThanOrEqual(0);
    }));
  });
});
