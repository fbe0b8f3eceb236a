import fc from 'fast-check';
import { convertLiraOrError, LIRA_MESSAGES } from './lira.js';

describe('convertLiraOrError', () => {
  // The fixed rate of Reg. (CE) 2866/98: https://eur-lex.europa.eu/legal-content/IT/TXT/?uri=CELEX:31998R2866.
  // Worked by hand from the rate: 1.000 lire are 0,516457… euro, so 0,52; 968,14 lire are 0,500002… euro.
  it.each([
    [1936.27, 1],
    [1000, 0.52],
    [1000000, 516.46],
    [100000, 51.65],
    [968.14, 0.5],
  ])('turns %d lire into %d euro, rounding the cent half up', (lire, euro) => {
    const outcome = convertLiraOrError({ lire: Math.round(lire * 100) / 100 });
    expect('result' in outcome && outcome.result.euro).toBe(euro);
  });

  it.each([
    [100, 193627],
    [1, 1936],
    [0.5, 968],
    [2.58, 4996],
  ])('turns %d euro into %d whole lire', (euro, lire) => {
    const outcome = convertLiraOrError({ euro });
    expect('result' in outcome && outcome.result.lire).toBe(lire);
  });

  it('writes the calculation the Italian way', () => {
    expect(convertLiraOrError({ euro: 100 })).toMatchObject({ result: { formula: '100,00 € × 1.936,27 = 193.627 lire' } });
  });

  it('brings euro to lire and back to the same euro', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000_000_00 }), (cents) => {
        const euro = cents / 100;
        const there = convertLiraOrError({ euro });
        if (!('result' in there)) throw new Error(there.error);
        const back = convertLiraOrError({ lire: there.result.lire });
        expect('result' in back && Math.abs(back.result.euro - euro)).toBeLessThanOrEqual(0.01);
      }),
    );
  });

  it('ends at once in a result or an Italian sentence for any input', () => {
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: undefined }), fc.option(fc.double(), { nil: undefined }), (lire, euro) => {
        const outcome = convertLiraOrError({ lire, euro });
        if ('error' in outcome) expect(Object.values(LIRA_MESSAGES)).toContain(outcome.error);
        else expect(Number.isFinite(outcome.result.euro) && Number.isFinite(outcome.result.lire)).toBe(true);
      }),
    );
  });
});
