import { convertLira } from './lira.js';

describe('convertLira', () => {
  it('answers the issue’s two examples with the regulations that set the rate', () => {
    expect(convertLira({ lire: 1000000 })).toMatchObject({ direction: 'lire-to-euro', euro: 516.46, lire: 1000000 });
    expect(convertLira({ euro: 100 })).toMatchObject({ direction: 'euro-to-lire', lire: 193627 });
    expect(convertLira({ euro: 1 }).rules.map((rule) => rule.source.url)).toContain('https://eur-lex.europa.eu/legal-content/IT/TXT/?uri=CELEX:31998R2866');
  });

  it('adds the value in time from the ISTAT table holding both years, and refuses a pair in none with Italian', () => {
    // Il Sole 24 Ore, 18/01/2010: 100.000 lire of 1980 are 436.750 lire of 2009 (coefficient 4,3675), 225,56 €.
    expect(convertLira({ lire: 100000, year: 1980, toYear: 2009 }).value).toMatchObject({ tableYear: 2009, coefficient: '4.3675', value: 225.56, confirmed: false });
    expect(() => convertLira({ lire: 100000, year: 1980, toYear: 2008 })).toThrow('Il coefficiente ISTAT per tradurre valori del 1980 in valori del 2008 non è tra i dati confermati');
  });

  it('refuses both sums at once with the tool’s Italian error', () => {
    expect(() => convertLira({ lire: 1000, euro: 1 })).toThrow('Indica una somma in lire oppure in euro, non tutte e due');
  });
});
