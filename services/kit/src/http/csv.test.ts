import fc from 'fast-check';
import { csvCell, csvDateTime, csvLine } from './csv.js';

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

/** The parts a reader that splits on `separator` without regard for quotes finds in a line. */
const partsSplitOn = (line: string, separator: string) => line.replace(/\r\n$/, '').split(separator);
/** A part a spreadsheet would run: a formula sign first, past any spaces and quotes. */
const FORMULA = /^[\s"]*[=+\-@]/;

describe('CSV for readers of other separators (comma in English, tab)', () => {
  it.each([',', ';', '\t', '\r', '\n'])('quotes a cell holding %j, so a reader that splits on it keeps the cell whole', (separator) => {
    expect(csvCell(`Rossi${separator} Bianchi`)).toBe(`"Rossi${separator} Bianchi"`);
  });

  it.each([
    ['comma', ',', "Mario,=cmd|' /C calc'!A0,x"],
    ['semicolon', ';', "Mario;=cmd|' /C calc'!A0;x"],
    ['tab', '\t', "Mario\t=cmd|' /C calc'!A0\tx"],
    ['line break', '\n', 'Mario\n+SUM(A1)\nx'],
    ['comma and spaces', ',', 'Mario,  @SUM(A1)'],
    ['comma and a quote', ',', 'Mario,"=1+1"'],
  ])('neutralises a formula a reader splitting on a %s would find', (_name, separator, cell) => {
    const line = csvLine(['1', cell, 'x']);
    for (const reader of [',', ';', '\t', separator]) {
      expect(partsSplitOn(line, reader).filter((part) => FORMULA.test(part))).toEqual([]);
    }
  });

  it('leaves no formula to a reader of any separator, whatever the cells hold', () => {
    const piece = fc.constantFrom(',', ';', '\t', '\r', '\n', '"', ' ', '=', '+', '-', '@', 'a', '1', "'", '\u00a0');
    const cell = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.array(fc.oneof(cell, fc.string()), { minLength: 1, maxLength: 4 }), (cells) => {
        const line = csvLine(cells);
        for (const reader of [',', ';', '\t', '\n', '\r', '"']) expect(partsSplitOn(line, reader).filter((part) => FORMULA.test(part))).toEqual([]);
      }),
    );
  });

  it('keeps every other character of the cell', () => {
    expect(csvCell("Mario,=cmd|' /C calc'!A0,x")).toBe(`"Mario,'=cmd|' /C calc'!A0,x"`);
    expect(csvCell('a-b, c+d; 1=1')).toBe('"a-b, c+d; 1=1"');
  });
});

describe('dates in the CSV, as Italians read them', () => {
  it('writes the Italian time of the day, in winter and in summer', () => {
    expect(csvDateTime('2026-01-15T08:05:03.123Z')).toBe('15/01/2026 09:05:03');
    expect(csvDateTime('2026-07-15T22:30:00.000Z')).toBe('16/07/2026 00:30:00');
  });

  it('gives a well-formed day and time for any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (date) => {
        expect(csvDateTime(date.toISOString())).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      }),
    );
  });
});
