import { csvCell, csvLine } from './csv.js';

describe('CSV for Excel in Italian', () => {
  it('separates with ; and ends lines with CRLF', () => {
    expect(csvLine(['Anna', 'anna@example.it', 3, true])).toBe('Anna;anna@example.it;3;true\r\n');
  });

  it('quotes cells with the separator, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Rossi; Bianchi')).toBe('"Rossi; Bianchi"');
    expect(csvCell('il "migliore"')).toBe('"il ""migliore"""');
    expect(csvCell('riga 1\nriga 2')).toBe('"riga 1\nriga 2"');
    expect(csvCell('àèìòù €')).toBe('àèìòù €');
  });

  it('keeps a formula a visitor typed as text', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+39 333')).toBe("'+39 333");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });
});
