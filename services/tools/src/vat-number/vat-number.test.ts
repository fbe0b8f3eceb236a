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

  it('answers the two rules it stands on, each with its source', () => {
    const { rules } = checkVatNumber({ vatNumber: '06363391001' });
    expect(rules.map((rule) => rule.name)).toEqual(['Cifra di controllo della partita IVA', 'Codice ufficio della partita IVA (cifre 8–10)']);
    expect(rules[0]!.source.title).toContain('D.M. Finanze 23 dicembre 1976');
    expect(rules[1]!.confirmed).toBe(false);
  });

  it('knows the 95 provinces of 1976', () => {
    expect(PROVINCE_COUNT).toBe(95);
    expect(checkVatNumber({ vatNumber: `0000001${'001'}0` }).office?.name).toBe('Torino');
  });
});

describe('check digit properties', () => {
  const tenDigits = fc.stringMatching(/^\d{10}$/);

  it('the digit it computes always makes a valid number', () => {
    fc.assert(fc.property(tenDigits, (ten) => checkVatNumber({ vatNumber: `${ten}${vatCheckDigit(ten)}` }).valid));
  });

  it('catches every change of one digit', () => {
    fc.assert(
      fc.property(tenDigits, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (ten, place, shift) => {
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
