import { loadPlaces, placeBeingTyped, suggestionsInPage, taxCodeInPage } from './places';

describe('the table of places in the page', () => {
  beforeAll(() => loadPlaces());

  it('tells a place still being typed from one that is whole or unknown', () => {
    expect(['San Giu', 'sa', 'Castro (', 'Castro (L', 'H50'].map(placeBeingTyped)).toEqual([true, true, true, true, true]);
    expect(['Roma', 'Castro', 'Castro (LE)', 'H501', 'Atlantide', 'Bozen', '  '].map(placeBeingTyped)).toEqual([false, false, false, false, false, false, false]);
  });

  it("computes the Agenzia's example and suggests the places of a day, as the service does", () => {
    expect(taxCodeInPage({ surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'San Giuliano Terme (PI)' })).toEqual({
      answer: { code: 'RSSMRA85T10A562S', birthPlace: { name: 'San Giuliano Terme', code: 'A562', province: 'PI' } },
    });
    const montalcino = suggestionsInPage({ q: 'montalc', date: '1960-05-01' });
    expect(montalcino && 'answer' in montalcino ? montalcino.answer.map((place) => place.code) : null).toEqual(['F402']);
  });
});
