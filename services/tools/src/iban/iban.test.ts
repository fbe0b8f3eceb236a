import { composeIBAN } from 'ibantools';
import { checkIban, groupsOfFour } from './iban.js';
import { italianCin } from './italian-cin.js';

describe('checkIban', () => {
  it('reads the Italian example of the IBAN registry: CIN, ABI, CAB and account', () => {
    expect(checkIban('IT60 X054 2811 1010 0000 0123 456')).toEqual({
      valid: true,
      formatted: 'IT60 X054 2811 1010 0000 0123 456',
      country: 'IT',
      countryName: 'Italia',
      sepa: true,
      cin: 'X',
      abi: '05428',
      cab: '11101',
      account: '000000123456',
    });
  });

  it.each([
    ['DE89370400440532013000', 'DE', 'Germania'],
    ['GB29NWBK60161331926819', 'GB', 'Regno Unito'],
    ['FR1420041010050500013M02606', 'FR', 'Francia'],
    ['ES9121000418450200051332', 'ES', 'Spagna'],
    ['NL91ABNA0417164300', 'NL', 'Paesi Bassi'],
    ['BE68539007547034', 'BE', 'Belgio'],
    ['CH9300762011623852957', 'CH', 'Svizzera'],
    ['SM86U0322509800000000270100', 'SM', 'San Marino'],
  ])('accepts the published sample %s of %s', (iban, country, countryName) => {
    expect(checkIban(iban.toLowerCase())).toMatchObject({ valid: true, country, countryName, formatted: groupsOfFour(iban) });
  });

  it('says the check digits do not match when one digit is mistyped, and that the CIN does not either', () => {
    const answer = checkIban('IT60X0542811101000000123457');
    expect(answer).toMatchObject({ valid: false, wrongPart: 'check-digits', country: 'IT' });
    expect(answer.reason).toBe(
      "Le cifre di controllo «60» non tornano con il resto del codice: c'è quasi certamente un errore di battitura nel codice di banca, sportello o conto (anche il CIN «X» non torna)",
    );
    expect(checkIban('DE89370400440532013001')).toMatchObject({ valid: false, wrongPart: 'check-digits' });
  });

  it('finds a wrong CIN even when the check digits were computed over it', () => {
    const iban = composeIBAN({ countryCode: 'IT', bban: 'Y0542811101000000123456' })!;
    expect(checkIban(iban)).toEqual({
      valid: false,
      formatted: groupsOfFour(iban),
      country: 'IT',
      countryName: 'Italia',
      wrongPart: 'cin',
      reason: 'Il CIN «Y» non corrisponde ad ABI, CAB e numero di conto: per questi dati sarebbe «X»',
    });
  });

  it('names the country, the length and the part of the format that are wrong', () => {
    expect(checkIban('XX60X0542811101000000123456')).toMatchObject({ valid: false, wrongPart: 'country' });
    expect(checkIban('IT60X054281110100000012345')).toMatchObject({
      wrongPart: 'length',
      reason: 'Un IBAN di Italia ha 27 caratteri, questo ne ha 26: ne manca 1',
    });
    expect(checkIban('IT60X0542811101000000123456789')).toMatchObject({ reason: 'Un IBAN di Italia ha 27 caratteri, questo ne ha 30: ne avanzano 3' });
    expect(checkIban('IT6010542811101000000123456')).toMatchObject({ wrongPart: 'format', reason: expect.stringContaining('il CIN') });
    expect(checkIban('IT60X05A2811101000000123456')).toMatchObject({ wrongPart: 'format', reason: expect.stringContaining("l'ABI") });
    expect(checkIban('ITXXX0542811101000000123456')).toMatchObject({ wrongPart: 'check-digits', reason: 'Dopo «IT» vengono due cifre di controllo, non «XX»' });
    expect(checkIban('IT60-X054/2811')).toMatchObject({ valid: false, wrongPart: 'format' });
  });
});

describe('italianCin', () => {
  it('computes the CIN of the registry example', () => {
    expect(italianCin('05428', '11101', '000000123456')).toBe('X');
  });
});
