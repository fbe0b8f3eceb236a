import { convertLira } from './lira.js';

describe('convertLira', () => {
  it('answers the issue’s two examples with the regulations that set the rate', () => {
    expect(convertLira({ lire: 1000000 })).toMatchObject({ direction: 'lire-to-euro', euro: 516.46, lire: 1000000 });
    expect(convertLira({ euro: 100 })).toMatchObject({ direction: 'euro-to-lire', lire: 193627 });
    expect(convertLira({ euro: 1 }).rules.map((rule) => rule.source.url)).toContain('https://eur-lex.europa.eu/legal-content/IT/TXT/?uri=CELEX:31998R2866');
  });

  it('refuses both sums at once with the tool’s Italian error', () => {
    expect(() => convertLira({ lire: 1000, euro: 1 })).toThrow('Indica una somma in lire oppure in euro, non tutte e due');
  });
});
