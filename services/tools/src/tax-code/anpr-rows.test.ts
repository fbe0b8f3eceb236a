import { Municipalities } from './municipalities.js';
import { calculateTaxCode } from './tax-code.js';

/*
 * Rows of ANPR's archive of comuni (ANPR_archivio_comuni.csv, shipped in data/: CODCATASTALE, DENOMINAZIONE_IT,
 * ALTRADENOMINAZIONE, SIGLAPROVINCIA, DATAISTITUZIONE, DATACESSAZIONE) and of ANPR's table of foreign states
 * (tabella_2_statiesteri), each quoted where it is used.
 */
const municipalities = Municipalities.load();

const answer = (birthPlace: string, birthDate: string) => calculateTaxCode(municipalities, { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate, birthPlace });
const code = (birthPlace: string, birthDate: string) => answer(birthPlace, birthDate).birthPlace.code;

describe('the code valid on the day of birth, always', () => {
  it.each([
    // ANPR: E991 MARTIRANO CZ 1861-03-17 → 1929-10-03 (then MARTIRANO LOMBARDO); E990 MARTIRANO CZ from 1957-01-18.
    ['Martirano', '1929-10-02', 'E991'],
    ['Martirano', '1957-01-18', 'E990'],
    // ANPR: I916 SPINONE DEI CASTELLI BG 1928-07-29 → 1960-12-23; I915 SPINONE BG → 1928-07-29.
    ['Spinone dei Castelli', '1951-06-01', 'I916'],
    // ANPR: G296 PALÙ TN 1948-01-25 → 1959-07-07; G297 PALÙ VR 1866-11-19 → 1928-04-06 and from 1954-05-20.
    ['Palù', '1952-06-01', 'G296'],
    ['Palù', '1960-06-01', 'G297'],
  ])('%s, born %s: %s', (place, date, expected) => expect(code(place, date)).toBe(expected));
});

describe('two comuni of one name on the day of birth', () => {
  it.each([
    // ANPR: B184 BRIONE BS from 1948-02-13; B185 BRIONE TN 1946-12-24 → 2015-12-31.
    ['Brione', '1987-05-01', 'Brione (BS, B184), Brione (TN, B185)'],
    // ANPR: B418 CALLIANO AT 1935-04-08 → 2022-08-11; B419 CALLIANO TN from 1947-07-09.
    ['Calliano', '1987-05-01', 'Calliano (AT, B418), Calliano (TN, B419)'],
    // ANPR: L658 VALVERDE CT from 1951-05-06; L659 VALVERDE PV 1956-04-08 → 2018-12-31.
    ['Valverde', '1989-05-01', 'Valverde (CT, L658), Valverde (PV, L659)'],
  ])('%s on %s: asks which, naming %s', (place, date, listed) => {
    expect(() => answer(place, date)).toThrow(`ci sono più comuni di nome «${place}» alla data di nascita: ${listed}`);
  });

  it('takes the province to choose (ANPR: B185 BRIONE TN, B184 BRIONE BS)', () => {
    expect(code('Brione (TN)', '1987-05-01')).toBe('B185');
    expect(code('Brione (BS)', '1987-05-01')).toBe('B184');
  });

  it.each([
    // ANPR: A179 VALDAGNO BZ 1948-03-14 → 1955-03-01 (today Aldino); L551 VALDAGNO VI.
    ['Valdagno (BZ)', '1950-06-01', 'A179'],
    ['Valdagno (VI)', '1950-06-01', 'L551'],
    // The province of the time: ANPR A035 ACQUALAGNA PS → 1998-09-03, PU since; D704 FORLÌ FO → 1992-04-15, FC since.
    ['Acqualagna (PS)', '1990-06-01', 'A035'],
    ['Forlì (FO)', '1980-06-01', 'D704'],
    // … and the province of today for a birth then: A007 ABBASANTA CA 1934-11-02 → 1974-08-19, OR since.
    ['Abbasanta (OR)', '1960-06-01', 'A007'],
    ['Abbasanta (CA)', '1960-06-01', 'A007'],
    // Provinces of 1923: A824 BERSEZ FU 1922-02-02 → 1923-02-07, PL 1923-02-08 → 1923-04-26; A298 ANHOVO GO, then UD.
    ['Bersez (FU)', '1922-06-01', 'A824'],
    ['Bersez (PL)', '1923-03-01', 'A824'],
    ['Anhovo (UD)', '1923-03-01', 'A298'],
  ])('%s, born %s: %s', (place, date, expected) => expect(code(place, date)).toBe(expected));

  it('names the provinces where a comune of that name was when the province given is none of them', () => {
    expect(() => answer('Valdagno (MI)', '1950-06-01')).toThrow("«Valdagno» non è in provincia di MI: alla data di nascita c'era in provincia di BZ e VI");
  });
});

describe('former rows as ANPR has them', () => {
  it.each([
    // ANPR: C593 CHALLANT SAINT ANSELME AO 1946-09-27 → 1977-01-01 (C592 is CHALLANT, 1928-1939).
    ['Challant-Saint-Anselme', '1960-06-01', 'C593'],
    // ANPR: D585 FIGU-GONNOSNÒ CA 1947-10-17 → 1964-06-08 (D584 is FIGU, until 1928).
    ['Figu-Gonnosnò', '1950-06-01', 'D585'],
    // ANPR: L051 TARRES DI SOPRA TN 1920-10-16 → 1923-04-26 (L054 is TARRES DI SOTTO, then TARRES).
    ['Tarres di Sopra', '1921-06-01', 'L051'],
  ])('%s, born %s: %s', (place, date, expected) => expect(code(place, date)).toBe(expected));

  it.each(['G380', 'M306', 'H237', 'H138'])('%s, a code that no row of ANPR has, names no place', (unknown) => {
    expect(municipalities.byBelfiore(unknown)).toBeUndefined();
  });
});

describe('official names in other languages (ANPR: ALTRADENOMINAZIONE)', () => {
  it('finds Bolzano as Bozen and Aosta as Aoste, and computes their codes', () => {
    expect(municipalities.search('Bozen').map((place) => place.code)).toContain('A952');
    expect(municipalities.search('Aoste', '1990-01-01').map((place) => place.code)).toContain('A326');
    expect(code('Bozen', '1990-01-01')).toBe('A952');
    expect(code('Trst', '1990-01-01')).toBe('L424');
  });
});

describe('foreign states under ANPR’s names', () => {
  it.each([
    ['Mauritius', 'Z332'],
    ['Repubblica Popolare Cinese', 'Z210'],
    ['Sud Africa', 'Z347'],
    ['Stato Città del Vaticano', 'Z106'],
    ["Territori dell'Autonomia Palestinese", 'Z161'],
    ['Federazione Russa', 'Z154'],
    ['Repubblica di Corea', 'Z213'],
    ['Stati Federati di Micronesia', 'Z735'],
    ['Sud Sudan', 'Z907'],
    ['Eswatini', 'Z349'],
    // Common names, as the Agenzia's list has them.
    ['Cina', 'Z210'],
    ['Sudafrica', 'Z347'],
    ['Russia', 'Z154'],
  ])('%s is %s', (place, expected) => expect(code(place, '1990-06-01')).toBe(expected));

  // ANPR's table: Armenia is Z252, Uzbekistan Z259 (the Agenzia's list also keeps Z137, Z143); Tanganica Z350 ended in 1964.
  it("takes the state of ANPR's table when two codes bear its name, and refuses a state's name after its end", () => {
    expect(code('Armenia', '2000-06-01')).toBe('Z252');
    expect(code('Uzbekistan', '2000-06-01')).toBe('Z259');
    expect(() => answer('Tanganica', '1980-01-01')).toThrow('«Tanganica» non era uno stato il 01/01/1980');
  });

  it('gives an old name of a state with the name of today (ANPR: Z312 REPUBBLICA DEMOCRATICA DEL CONGO)', () => {
    expect(answer('Congo Leopoldville', '1957-06-01').birthPlace).toMatchObject({ name: 'Congo Leopoldville', code: 'Z312', currentName: 'Repubblica Democratica del Congo' });
    expect(answer('Zaire', '1980-06-01').birthPlace).toMatchObject({ code: 'Z312', currentName: 'Repubblica Democratica del Congo' });
    expect(answer('Repubblica Democratica del Congo', '2000-06-01').birthPlace.currentName).toBeUndefined();
  });
});
