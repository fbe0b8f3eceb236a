import { startTools, type ToolsUnderTest } from './support.js';

let tools: ToolsUnderTest;
beforeAll(async () => {
  tools = await startTools();
});
afterAll(async () => {
  await tools.close();
});

function post(url: string, payload: object) {
  return tools.service.app.inject({ method: 'POST', url, payload });
}

describe('POST /api/calculate-tax-code', () => {
  it('computes the code and names the place', async () => {
    const response = await post('/api/calculate-tax-code', { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'A562' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'RSSMRA85T10A562S', birthPlace: { name: 'San Giuliano Terme', code: 'A562', province: 'PI' } });
  });

  it('gives the code the comune had on the day of birth (ANPR: Montalcino F402 until 2016, M378 since)', async () => {
    const response = await post('/api/calculate-tax-code', { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1960-05-01', birthPlace: 'Montalcino' });
    expect(response.json()).toMatchObject({ code: 'RSSMRA60E01F402X', birthPlace: { name: 'Montalcino', code: 'F402', province: 'SI', former: true, validTo: '2016-12-31' } });
  });

  it('says in Italian that a Greek or Cyrillic name must be written in Latin letters', async () => {
    const response = await post('/api/calculate-tax-code', { surname: 'Παπαδόπουλος', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'Roma' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOOLS_INVALID_TAX_CODE', error: expect.stringContaining("contiene lettere che non sono dell'alfabeto latino («Π»") });
  });

  // Issue 36, item 11. ANPR's archive: B184 BRIONE (BS) from 1948-02-13, B185 BRIONE (TN) 1946-12-24 → 2015-12-31.
  it('asks, with an Italian 400 naming each with province and code, which of two comuni of one name on the day of birth', async () => {
    const response = await post('/api/calculate-tax-code', { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1987-05-01', birthPlace: 'Brione' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Il luogo di nascita: ci sono più comuni di nome «Brione» alla data di nascita: Brione (BS, B184), Brione (TN, B185); indica la provincia tra parentesi, come «Brione (BS)», o il codice catastale',
      code: 'TOOLS_AMBIGUOUS_PLACE',
    });
    const chosen = await post('/api/calculate-tax-code', { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1987-05-01', birthPlace: 'Brione (TN)' });
    expect(chosen.json()).toMatchObject({ code: 'RSSMRA87E01B185L', birthPlace: { name: 'Brione', code: 'B185', province: 'TN', former: true } });
  });

  it('refuses an unknown place with an Italian 400', async () => {
    const response = await post('/api/calculate-tax-code', { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'Atlantide' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il luogo di nascita: «Atlantide» non è un comune italiano né uno stato estero che conosciamo', code: 'TOOLS_INVALID_TAX_CODE' });
  });

  it.each([
    [{ surname: 'Rossi', name: 'Mario', sex: 'X', birthDate: '1985-12-10', birthPlace: 'Roma' }, 'Il campo «Sesso» deve essere uno tra: M, F'],
    [{ surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '10/12/1985', birthPlace: 'Roma' }, 'Il campo «Data di nascita» non ha un formato valido'],
    [{ name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'Roma' }, 'Il campo «Cognome» è obbligatorio'],
  ])('refuses %j with an Italian 400 naming the field', async (payload, error) => {
    const response = await post('/api/calculate-tax-code', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});

describe('POST /api/check-tax-code', () => {
  it('answers a valid code with what it says, and a wrong one with 200 and the reason', async () => {
    const valid = await post('/api/check-tax-code', { code: 'RSSMRA85T10A562S' });
    expect(valid.json()).toMatchObject({ valid: true, sex: 'M', birthDate: '1985-12-10', omocodia: false, birthPlace: { code: 'A562' } });
    const wrong = await post('/api/check-tax-code', { code: 'RSSMRA85T10A562T' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ valid: false, reason: expect.stringContaining('dovrebbe essere «S»') });
  });

  it('refuses a malformed request with an Italian 400', async () => {
    const response = await post('/api/check-tax-code', { code: 16 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «Codice fiscale da verificare» deve essere un testo', code: 'INVALID_INPUT' });
  });
});

describe('GET /api/municipalities', () => {
  it('answers up to 20 places starting with the prefix, accent-insensitive', async () => {
    const response = await tools.service.app.inject({ method: 'GET', url: `/api/municipalities?q=${encodeURIComponent('San Donà')}` });
    expect(response.statusCode).toBe(200);
    const places = response.json() as Array<{ name: string; code: string }>;
    expect(places[0]).toEqual({ name: 'San Donà di Piave', code: 'H823', province: 'VE' });
    expect(places.length).toBeLessThanOrEqual(20);
  });

  it('shows what existed on a date', async () => {
    const response = await tools.service.app.inject({ method: 'GET', url: '/api/municipalities?q=Montalcino&date=1960-05-01' });
    expect(response.json()).toEqual([{ name: 'Montalcino', code: 'F402', province: 'SI', former: true, validTo: '2016-12-31' }]);
    const wrong = await tools.service.app.inject({ method: 'GET', url: '/api/municipalities?q=Montalcino&date=1960-02-30' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Il campo «Data di nascita» non è una data del calendario: 1960-02-30', code: 'INVALID_INPUT' });
  });

  // Issue 38: «Bozen» found nothing. ANPR's archive: A952 BOLZANO, ALTRADENOMINAZIONE BOZEN; A326 AOSTA, AOSTE.
  it('finds a comune by its official name in the other language', async () => {
    const bozen = await tools.service.app.inject({ method: 'GET', url: '/api/municipalities?q=Bozen&date=1990-01-01' });
    expect(bozen.json()).toEqual([{ name: 'Bozen', code: 'A952', province: 'BZ' }]);
    const aoste = await tools.service.app.inject({ method: 'GET', url: '/api/municipalities?q=Aost&date=1990-01-01' });
    expect((aoste.json() as Array<{ name: string }>).map((place) => place.name)).toEqual(expect.arrayContaining(['Aosta', 'Aoste']));
  });

  // Issue 25: two characters that are one letter once normalised («rо» with a Cyrillic о, «(a»).
  it.each(['r\u043e', '(a', "a'", ' a '])('counts letters after normalising: %j is too short', async (q) => {
    const response = await tools.service.app.inject({ method: 'GET', url: `/api/municipalities?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Il campo «Luogo di nascita» deve avere almeno 2 lettere o cifre dell'alfabeto latino", code: 'INVALID_INPUT' });
  });

  it('refuses a prefix shorter than two letters with an Italian 400', async () => {
    const response = await tools.service.app.inject({ method: 'GET', url: '/api/municipalities?q=R' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «Luogo di nascita» deve avere almeno 2 caratteri', code: 'INVALID_INPUT' });
  });
});
