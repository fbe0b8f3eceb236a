import { Municipalities } from './municipalities.js';
import { calculateTaxCode, checkTaxCode, namePart, surnamePart } from './tax-code.js';

const municipalities = Municipalities.load();
const TODAY = new Date('2026-11-23T12:00:00Z');

describe('calculateTaxCode', () => {
  it("computes the Agenzia delle Entrate's example, Mario Rossi, born 10 December 1985 in San Giuliano Terme", () => {
    expect(calculateTaxCode(municipalities, { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'San Giuliano Terme' })).toEqual({
      code: 'RSSMRA85T10A562S',
      birthPlace: { name: 'San Giuliano Terme', code: 'A562', province: 'PI' },
    });
  });

  it('computes the textbook example of Matteo Moretti, born 9 April 1925 in Milano', () => {
    expect(calculateTaxCode(municipalities, { surname: 'Moretti', name: 'Matteo', sex: 'M', birthDate: '1925-04-09', birthPlace: 'F205' }).code).toBe('MRTMTT25D09F205Z');
  });

  it('adds 40 to the day for women and reads a foreign state', () => {
    const answer = calculateTaxCode(municipalities, { surname: 'Bianchi', name: 'Anna', sex: 'F', birthDate: '1990-03-07', birthPlace: 'Francia' });
    expect(answer.code.slice(0, 15)).toBe('BNCNNA90C47Z110');
    expect(answer.birthPlace).toEqual({ name: 'Francia', code: 'Z110', foreign: true });
  });

  it('applies the rules for short names, four consonants and accents', () => {
    expect(surnamePart('Fo')).toBe('FOX');
    expect(surnamePart("D'Angelo")).toBe('DNG');
    expect(namePart('Gianfranco')).toBe('GFR');
    expect(namePart('Niccolò')).toBe('NCL');
    expect(namePart('Ugo')).toBe('GUO');
  });

  it('asks for the province when a name is shared, and refuses what it cannot resolve', () => {
    expect(() => calculateTaxCode(municipalities, { surname: 'A', name: 'B', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Castro' })).toThrow('ci sono più comuni di nome «Castro»');
    expect(calculateTaxCode(municipalities, { surname: 'A', name: 'B', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Castro (LE)' }).birthPlace.province).toBe('LE');
    expect(() => calculateTaxCode(municipalities, { surname: 'A', name: 'B', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Atlantide' })).toThrow('non è un comune italiano');
    expect(() => calculateTaxCode(municipalities, { surname: 'A', name: 'B', sex: 'M', birthDate: '1980-02-30', birthPlace: 'Roma' })).toThrow('non è una data del calendario');
    expect(() => calculateTaxCode(municipalities, { surname: '123', name: 'B', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Roma' })).toThrow('almeno una lettera');
  });
});

describe('checkTaxCode', () => {
  it('reads back sex, date and place of a valid code', () => {
    expect(checkTaxCode(municipalities, 'rssmra85t10a562s', TODAY)).toEqual({
      valid: true,
      code: 'RSSMRA85T10A562S',
      sex: 'M',
      birthDate: '1985-12-10',
      birthPlace: { name: 'San Giuliano Terme', code: 'A562', province: 'PI' },
      omocodia: false,
    });
    expect(checkTaxCode(municipalities, 'BNCNNA90C47Z110', TODAY).valid).toBe(false);
  });

  it('reads a code changed for omocodia and gives the code it comes from', () => {
    // The last digit of the place (2) becomes N; the check character is recomputed over the new 15 characters.
    const answer = checkTaxCode(municipalities, 'RSSMRA85T10A56NH', TODAY);
    expect(answer).toMatchObject({ valid: true, omocodia: true, baseCode: 'RSSMRA85T10A562S', birthDate: '1985-12-10', birthPlace: { code: 'A562' } });
  });

  it('picks the most recent century that does not put the birth in the future (two digits cannot say more)', () => {
    const born1930 = calculateTaxCode(municipalities, { surname: 'Moretti', name: 'Matteo', sex: 'M', birthDate: '1930-04-09', birthPlace: 'Milano' }).code;
    expect(checkTaxCode(municipalities, born1930, TODAY).birthDate).toBe('1930-04-09');
    expect(checkTaxCode(municipalities, 'MRTMTT25D09F205Z', TODAY).birthDate).toBe('2025-04-09');
  });

  it('says which part is wrong', () => {
    expect(checkTaxCode(municipalities, 'RSSMRA85T10A562', TODAY).reason).toBe('Un codice fiscale ha 16 caratteri, questo ne ha 15');
    expect(checkTaxCode(municipalities, 'RSSMRA85T10A562T', TODAY).reason).toBe(
      "Il carattere di controllo è «T», ma per i primi 15 caratteri dovrebbe essere «S»: c'è un errore di battitura",
    );
    expect(checkTaxCode(municipalities, 'RSSMRA8XT10A562S', TODAY).reason).toContain('Il carattere 8 («X») deve essere una cifra');
  });
});

describe('Municipalities', () => {
  it('finds comuni by the start of their name, accents aside, current ones first', () => {
    const found = municipalities.search('san dona');
    expect(found[0]).toEqual({ name: 'San Donà di Piave', code: 'H823', province: 'VE' });
    expect(municipalities.search('mila').map((place) => place.name)).toContain('Milano');
    expect(municipalities.search('roma').length).toBeLessThanOrEqual(20);
    expect(municipalities.search('H50').map((place) => place.code)).toContain('H501');
  });

  it('holds the current comuni, the former ones and the foreign states', () => {
    expect(municipalities.size).toBeGreaterThan(13000);
    expect(municipalities.byBelfiore('Z404')).toMatchObject({ foreign: true });
  });
});
