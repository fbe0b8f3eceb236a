import fc from 'fast-check';
import { PROVINCE_COUNT } from './offices.js';
import { checkVatNumber, electronicVatNumber, vatCheckDigit } from './vat-number.js';

describe('checkVatNumber', () => {
  // The Agenzia delle Entrate's own partita IVA, printed at the foot of www.agenziaentrate.gov.it: «C.F. e P.IVA 06363391001».
  it('accepts the Agenzia delle Entrate\'s own number, issued by a Rome office with a code after 095', () => {
    const answer = checkVatNumber({ vatNumber: '06363391001' });
    expect(answer).toMatchObject({ valid: true, formatted: '06363391001', registration: '0636339', checkDigit: { given: '1', expected: '1', correct: true } });
    expect(answer.office).toEqual({ code: '100', note: expect.stringContaining('la provincia non si ricava') });
  });

  // Mediobanca S.p.A., Milano: «Codice fiscale e Partita IVA 00714490158» (its published company data).
  it('names the office of Milano (015) with spaces and the IT prefix allowed', () => {
    const answer = checkVatNumber({ vatNumber: 'IT 007 1449 0158' });
    expect(answer.valid).toBe(true);
    expect(answer.formatted).toBe('00714490158');
    expect(answer.office).toMatchObject({ code: '015', name: 'Milano' });
  });

  it('says which digit is wrong and what it should be', () => {
    expect(checkVatNumber({ vatNumber: '06363391002' })).toMatchObject({
      valid: false,
      wrongPart: 'check-digit',
      reason: "L'ultima cifra (di controllo) dovrebbe essere 1, non 2: c'è un errore di battitura",
      checkDigit: { given: '2', expected: '1', correct: false },
    });
  });

  it('says what is wrong with the form: letters, too few or too many digits', () => {
    expect(checkVatNumber({ vatNumber: 'RSSMRA80A01H501U' })).toMatchObject({ valid: false, wrongPart: 'format' });
    expect(checkVatNumber({ vatNumber: '0636339100' })).toMatchObject({ wrongPart: 'length', reason: 'La partita IVA ha 11 cifre, questa ne ha 10: ne manca 1' });
    expect(checkVatNumber({ vatNumber: '0636339100123' })).toMatchObject({ wrongPart: 'length', reason: 'La partita IVA ha 11 cifre, questa ne ha 13: ne avanzano 2' });
  });

  it('answers the three rules it stands on, each with its source', () => {
    const { rules } = checkVatNumber({ vatNumber: '06363391001' });
    expect(rules.map((rule) => rule.name)).toEqual([
      'Cifra di controllo della partita IVA',
      'Matricola della partita IVA (cifre 1–7)',
      'Codice ufficio della partita IVA (cifre 8–10)',
    ]);
    expect(rules[0]!.source.title).toContain('D.M. Finanze 23 dicembre 1976');
    expect(rules[2]!.source.title).toContain('correttezza formale');
  });

  // Issue 36, against the Agenzia's own formal check (Sogei's UCheckNum: matricola 0000000 is an error, office codes
  // 001–100, 120, 121, 888 and 999 only, a matricola from 8000000 up is the codice fiscale of a body with no partita
  // IVA) and python-stdnum's stdnum.it.iva 1.18, which refuses the first three as well. Each has a right check digit.
  it('refuses the numbers the Agenzia\'s formal check refuses, saying why', () => {
    expect(checkVatNumber({ vatNumber: '00000000000' })).toMatchObject({
      valid: false,
      wrongPart: 'registration',
      reason: 'Le prime 7 cifre (la matricola) non possono essere tutte zero: nessun ufficio attribuisce la matricola 0000000',
    });
    expect(checkVatNumber({ vatNumber: '73006270000' })).toMatchObject({
      valid: false,
      wrongPart: 'office',
      reason: 'Il codice ufficio 000 (cifre 8–10) non esiste per una partita IVA, e lo usano solo i codici fiscali provvisori: i codici ammessi sono da 001 a 100, 120, 121, 888 e 999',
    });
    expect(checkVatNumber({ vatNumber: '12345675008' })).toMatchObject({ valid: false, wrongPart: 'office' });
    expect(checkVatNumber({ vatNumber: `0000001110${vatCheckDigit('0000001110')}` })).toMatchObject({
      valid: false,
      wrongPart: 'office',
      reason: 'Il codice ufficio 110 (cifre 8–10) non esiste per una partita IVA: i codici ammessi sono da 001 a 100, 120, 121, 888 e 999',
    });
    expect(checkVatNumber({ vatNumber: `8000701037${vatCheckDigit('8000701037')}` })).toMatchObject({
      valid: false,
      wrongPart: 'registration',
      reason: 'La matricola 8000701 (cifre 1–7) parte da 8000000 in su: numeri così sono codici fiscali di enti senza partita IVA (associazioni, condomìni, enti non commerciali), non partite IVA',
    });
    for (const office of ['100', '120', '121', '888', '999']) {
      const ten = `7999999${office}`;
      expect(checkVatNumber({ vatNumber: `${ten}${vatCheckDigit(ten)}` }).valid).toBe(true);
    }
  });

  it('knows the 95 provinces of 1976', () => {
    expect(PROVINCE_COUNT).toBe(95);
    expect(checkVatNumber({ vatNumber: `0000001${'001'}0` }).office?.name).toBe('Torino');
  });
});

/**
 * The formal check as python-stdnum writes it (stdnum/it/iva.py: digits 1–7 not all zero, office 001–100, 120, 121,
 * 888 or 999, Luhn over the eleven digits), with the Agenzia's matricola below 8000000 besides.
 */
function stdnumWithSerialLimit(number: string): boolean {
  const office = number.slice(7, 10);
  const serial = Number(number.slice(0, 7));
  const officeAllowed = ('001' <= office && office <= '100') || ['120', '121', '888', '999'].includes(office);
  return serial > 0 && serial < 8_000_000 && officeAllowed && vatCheckDigit(number) === Number(number[10]);
}

describe('check digit properties', () => {
  const tenDigits = fc.stringMatching(/^\d{10}$/);
  const validTen = fc
    .tuple(fc.integer({ min: 1, max: 7_999_999 }), fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom(120, 121, 888, 999)))
    .map(([serial, office]) => `${String(serial).padStart(7, '0')}${String(office).padStart(3, '0')}`);

  it('the digit it computes always makes a valid number, when serial and office are possible', () => {
    fc.assert(fc.property(validTen, (ten) => checkVatNumber({ vatNumber: `${ten}${vatCheckDigit(ten)}` }).valid));
  });

  it('agrees with python-stdnum\'s rule and the Agenzia\'s serial limit on any eleven digits', () => {
    const elevenDigits = fc.oneof(fc.stringMatching(/^\d{11}$/), tenDigits.map((ten) => `${ten}${vatCheckDigit(ten)}`));
    fc.assert(
      fc.property(elevenDigits, (number) => {
        const answer = checkVatNumber({ vatNumber: number });
        expect(answer.valid).toBe(stdnumWithSerialLimit(number));
        if (!answer.valid) expect(answer.reason).toMatch(/^[A-ZÈ]/u);
      }),
      { numRuns: 2000 },
    );
  });

  it('catches every change of one digit', () => {
    fc.assert(
      fc.property(validTen, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (ten, place, shift) => {
        const good = `${ten}${vatCheckDigit(ten)}`;
        const digits = [...good];
        digits[place] = String((Number(digits[place]) + shift) % 10);
        return !checkVatNumber({ vatNumber: digits.join('') }).valid;
      }),
    );
  });

  it('reads the same number however it is spaced or prefixed', () => {
    fc.assert(fc.property(tenDigits, fc.constantFrom('', 'IT', 'it ', 'IT-'), (ten, prefix) => electronicVatNumber(`${prefix}${ten.slice(0, 5)} ${ten.slice(5)}`) === ten));
  });
});
