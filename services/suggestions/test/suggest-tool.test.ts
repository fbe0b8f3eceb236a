import { SUBJECTS, type Suggestion } from '@orbita/proto-types';
import { collectEvents, expectBrokenJsonRefused, freshAddress, startTestService, waitFor, type TestService } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { suggest as send } from './support.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(suggestionsService);
});
afterAll(async () => {
  await service.close();
});

const suggest = (payload: unknown, address?: string) => send(service.app, payload, address);

describe('POST /api/suggest-tool', () => {
  it('creates a pending suggestion with no votes and the defaults of the spec', async () => {
    const response = await suggest({ toolName: '  Timer da cucina ', description: ' Conto alla rovescia ' });
    expect(response.statusCode).toBe(201);
    const created = response.json<Suggestion>();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      toolName: 'Timer da cucina',
      description: 'Conto alla rovescia',
      category: 'Generale',
      priority: 'media',
      createdAt: expect.any(String),
      votes: 0,
      status: 'pending',
    });
    expect(Math.abs(Date.parse(created.createdAt) - Date.now())).toBeLessThan(60_000);
    const list = (await service.app.inject({ url: '/api/suggestions' })).json<Suggestion[]>();
    expect(list).toContainEqual(created);
  });

  it('keeps the chosen category, priority and e-mail', async () => {
    const response = await suggest({
      toolName: 'Budget',
      description: 'Spese del mese',
      category: 'Finanza',
      priority: 'alta',
      email: 'mario.rossi@example.it',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ category: 'Finanza', priority: 'alta', email: 'mario.rossi@example.it' });
  });

  it('treats an empty e-mail as none', async () => {
    const response = await suggest({ toolName: 'Dadi', description: 'Lancio di dadi', email: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('email');
  });

  it.each([
    ['a missing name', { description: 'Qualcosa' }],
    ['a blank name', { toolName: '   ', description: 'Qualcosa' }],
    ['a missing description', { toolName: 'Timer' }],
    ['a blank description', { toolName: 'Timer', description: '\n\t' }],
    ['a null name', { toolName: null, description: 'Qualcosa' }],
  ])('refuses %s with the message of the spec', async (_case, payload) => {
    const response = await suggest(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Nome e descrizione del tool sono obbligatori', code: 'SUGGESTIONS_INVALID_INPUT' });
  });

  it('refuses an e-mail that does not look like one', async () => {
    const response = await suggest({ toolName: 'Timer', description: 'Qualcosa', email: 'mario@' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Inserisci un indirizzo email valido', code: 'SUGGESTIONS_INVALID_INPUT' });
  });

  it.each([
    ['an unknown category', { category: 'Cucina' }, /^Il campo «Categoria» deve essere uno tra: Generale, /],
    ['an unknown priority', { priority: 'urgente' }, /^Il campo «Priorità» deve essere uno tra: alta, media, bassa$/],
    ['a name too long', { toolName: 'A'.repeat(101) }, /^Il campo «Nome del tool» può avere al massimo 100 caratteri$/],
    ['a description too long', { description: 'B'.repeat(2001) }, /^Il campo «Descrizione» può avere al massimo 2000 caratteri$/],
    ['a name that is not text', { toolName: 42 }, /^Il campo «Nome del tool» deve essere un testo$/],
    ['an e-mail that is not text', { email: 7 }, /^Il campo «Email» deve essere un testo$/],
  ])('refuses %s with an Italian message naming the field', async (_case, change, message) => {
    const response = await suggest({ toolName: 'A', description: 'B', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
    expect(response.json().error).toMatch(message);
  });

  it('refuses a body that is not JSON with an Italian 400', async () => {
    await expectBrokenJsonRefused(service.app, '/api/suggest-tool', '{"toolName": ');
  });

  it.each([
    ['the NUL character, which cannot be stored', { toolName: 'Timer\u0000' }, 'Nome del tool'],
    ['a lone surrogate, which is no text', { description: '\udc00' }, 'Descrizione'],
  ])('refuses %s with an Italian 400 naming the field by its label', async (_what, change, label) => {
    const response = await suggest({ toolName: 'Timer', description: 'B', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `Il campo «${label}» contiene un carattere non ammesso (caratteri di controllo o codifica non valida)`,
      code: 'INVALID_CHARACTERS',
    });
  });

  it('stores HTML and SQL-looking text verbatim and returns it as JSON', async () => {
    const text = `<img src=x onerror="alert(1)">'); DROP TABLE suggestions; --`;
    const response = await suggest({ toolName: text, description: text });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const list = await service.app.inject({ url: '/api/suggestions' });
    expect(list.json<Suggestion[]>().find((s) => s.id === response.json().id)).toMatchObject({ toolName: text, description: text });
  });

  it('limits an address to 5 suggestions a minute, with an Italian 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await suggest({ toolName: `Idea ${i}`, description: 'D' }, address)).statusCode).toBe(201);
    }
    const limited = await suggest({ toolName: 'Idea 6', description: 'D' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Hai inviato troppi suggerimenti: riprova tra un minuto', code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await suggest({ toolName: 'Altra', description: 'D' })).statusCode).toBe(201);
  });

  it('publishes orbita.suggestions.created with the suggestion', async () => {
    const events = await collectEvents(service.bus, SUBJECTS.suggestionCreated);
    const created = (await suggest({ toolName: 'Convertitore', description: 'Unità', category: 'Altro', priority: 'bassa' })).json<Suggestion>();
    await waitFor(() => events.some((event) => event.suggestionId === created.id), 'created event');
    expect(events.find((event) => event.suggestionId === created.id)).toEqual({
      eventId: expect.any(String),
      occurredAt: expect.any(String),
      suggestionId: created.id,
      toolName: 'Convertitore',
      category: 'Altro',
      priority: 'bassa',
    });
  });
});

describe('POST /api/suggest-tool, a tool already suggested', () => {
  it('refuses the same name again (case, accents, spaces and dashes aside) with an Italian 409 that sends the visitor to vote', async () => {
    const first = await suggest({ toolName: 'Calcolo IMU', description: "L'imposta sulla casa" });
    expect(first.statusCode).toBe(201);
    for (const toolName of ['Calcolo IMU', 'calcolo imu', '  CALCOLO-IMU ', 'Càlcolo Imu']) {
      const again = await suggest({ toolName, description: 'Di nuovo' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: '«Calcolo IMU» è già stato suggerito: trovalo in «Vedi i suggerimenti» e votalo, così conta di più',
        code: 'SUGGESTIONS_DUPLICATE',
      });
    }
    const list = (await service.app.inject({ url: '/api/suggestions?limit=100' })).json<Suggestion[]>();
    expect(list.filter((s) => s.toolName.toLowerCase().includes('imu'))).toHaveLength(1);
    expect((await suggest({ toolName: 'Calcolo IMU seconda casa', description: 'Altro' })).statusCode).toBe(201);
  });

  it('stores only one of the same new name sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => suggest({ toolName: 'Gara di velocità', description: 'D' }, freshAddress())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});
