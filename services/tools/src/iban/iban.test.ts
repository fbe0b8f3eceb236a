import { composeIBAN } from 'ibantools';
import { checkIban, electronicIban, groupsOfFour } from './iban.js';
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

  // Issue 38: «ciao» was read as an IBAN of Côte d'Ivoire (CI) with the wrong length.
  it.each(['ciao', 'Ciao, come stai', '1234 5678', 'IBAN'])('says in Italian that «%s» is not an IBAN, naming no country', (text) => {
    const answer = checkIban(text);
    expect(answer).toMatchObject({ valid: false, wrongPart: 'format', reason: expect.stringMatching(/^Questo testo non ha la forma di un IBAN, che inizia con la sigla del paese/) });
    expect(answer.country).toBeUndefined();
    expect(answer.countryName).toBeUndefined();
  });
});

/** An IBAN whose mod-97 check digits are right for `bban`, so only the national check can refuse it. */
function withRightCheckDigits(country: string, bban: string): string {
  return composeIBAN({ countryCode: country, bban })!;
}

describe('national checks', () => {
  // The SWIFT IBAN Registry's «IBAN electronic format example» of each country (swift.com, IBAN Registry PDF).
  it.each([
    ['CZ6508000000192000145399', 'CZ'],
    ['SK3112000000198742637541', 'SK'],
    ['FI2112345600000785', 'FI'],
    ['IS140159260076545510730339', 'IS'],
    ['MR1300020001010000123456753', 'MR'],
    ['TN5910006035183598478831', 'TN'],
    ['TL380080012345678910157', 'TL'],
    ['NO9386011117947', 'NO'],
    ['SM86U0322509800000000270100', 'SM'],
    ['DE89370400440532013000', 'DE'],
  ])('accepts the registry example %s', (iban, country) => {
    expect(checkIban(iban)).toMatchObject({ valid: true, country });
  });

  it('checks the CIN of San Marino as the Italian one, with its ABI and CAB', () => {
    // The registry example, SM86 U032 2509 8000 0000 0270 100: CIN U over ABI 03225, CAB 09800, account 000000270100.
    expect(checkIban('SM86U0322509800000000270100')).toMatchObject({ cin: 'U', abi: '03225', cab: '09800', account: '000000270100' });
    // Right mod-97 digits around a wrong CIN (one of the 307 cases found against schwifty).
    expect(checkIban('SM51I8407076555830355679907')).toMatchObject({
      valid: false,
      wrongPart: 'cin',
      reason: `Il CIN «I» non corrisponde ad ABI, CAB e numero di conto: per questi dati sarebbe «${italianCin('84070', '76555', '830355679907')}»`,
    });
  });

  it.each([
    // The weighted sum before the check digit leaves 1: no digit closes it, so a final 1 is wrong (schwifty agrees).
    ['SK5212000000198742637551'],
    ['CZ0961008961016872402610'],
  ])('refuses the Czech or Slovak account %s whose check digit cannot exist', (iban) => {
    expect(checkIban(iban)).toMatchObject({ valid: false, wrongPart: 'national-check' });
  });

  it.each([
    // Each registry example with one digit of the account changed and the IBAN check digits recomputed.
    ['FI', '12345600000786'], // Luhn
    ['IS', '0159260076545510730349'], // kennitala 5510730349: the 9th digit should be 3
    ['IS', '0159260076545305750299'], // kennitala 530575-0299, python-stdnum's example of a wrong checksum
    ['MR', '00020001010000123456754'],
    ['TN', '10006035183598478832'],
    ['TL', '0080012345678910158'],
    ['CZ', '08000000192000145398'],
    ['SK', '12000000198742637542'],
  ])('refuses a %s BBAN %s whose national check does not hold', (country, bban) => {
    expect(checkIban(withRightCheckDigits(country, bban))).toMatchObject({ valid: false, wrongPart: 'national-check', country });
  });

  it('accepts an Icelandic IBAN carrying a kennitala that python-stdnum validates (120174-3399)', () => {
    expect(checkIban(withRightCheckDigits('IS', '015926007654' + '1201743399'))).toMatchObject({ valid: true });
  });
});

describe('electronicIban', () => {
  it('reads an IBAN as people print it: dots in Norway, spaces of any width, dashes', () => {
    expect(electronicIban('NO93.8601.1117.947')).toBe('NO9386011117947');
    expect(checkIban('NO93.8601.1117.947')).toMatchObject({ valid: true, country: 'NO', formatted: 'NO93 8601 1117 947' });
    expect(checkIban('NO93 8601.11.17947')).toMatchObject({ valid: true });
    expect(checkIban('IT60\u00a0X054\u202f2811-1010-0000-0123-456')).toMatchObject({ valid: true });
    expect(checkIban('IT60X0542811101000000123456'.split('').join('\u2009'))).toMatchObject({ valid: true });
  });
});

describe('italianCin', () => {
  it('computes the CIN of the registry example', () => {
    expect(italianCin('05428', '11101', '000000123456')).toBe('X');
  });
});

describe('German account numbers', () => {
  // Issue 36: German IBANs whose check digits are right but whose account number fails the method the Bundesbank names
  // for the bank were answered valid. ktoblzcheck 1.53 refuses each account for its bank (result 2, «account and bank do
  // not match»); the method is the Bundesbank's bank code file's.
  it.each([
    ['DE65100700000123456789', '63', '10070000'], // Deutsche Bank
    ['DE26500700101234567890', '63', '50070010'], // Deutsche Bank Frankfurt
    ['DE82370400440123456789', '13', '37040044'], // Commerzbank
    ['DE22200411110123456789', '13', '20041111'], // comdirect
    ['DE16120300000123456789', '00', '12030000'], // DKB
    ['DE23100900000532013000', '06', '10090000'], // Berliner Volksbank
    ['DE88430609670532013000', '34', '43060967'], // GLS Bank
    ['DE78600501010532013000', '01', '60050101'], // LBBW
  ])('refuses %s: the account fails method %s of bank %s', (iban, method, blz) => {
    expect(checkIban(iban)).toMatchObject({ valid: false, wrongPart: 'national-check', country: 'DE', reason: expect.stringContaining(`metodo di controllo ${method} che la Bundesbank assegna alla banca ${blz}`) });
  });

  it('says which method checked a German account, and refuses a bank code the Bundesbank does not list', () => {
    // ktoblzcheck 1.53: 0532013000 is right for 37040044 (method 13) and 10070000 (method 63).
    expect(checkIban('DE89370400440532013000')).toMatchObject({ valid: true, accountCheck: 'Numero di conto verificato con il metodo 13 della Bundesbank (banca 37040044)' });
    expect(checkIban('DE72100700000532013000')).toMatchObject({ valid: true, accountCheck: expect.stringContaining('metodo 63') });
    const unknownBank = composeIBAN({ countryCode: 'DE', bban: '999999990532013000' })!;
    expect(checkIban(unknownBank)).toMatchObject({ valid: false, wrongPart: 'bank', reason: expect.stringContaining('«99999999» non è nell') });
  });
});

