import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/count-working-days');

describe('POST /api/count-working-days', () => {
  it('counts the working days between two dates and lists the holidays met', async () => {
    const response = await send({ from: '2025-04-18', to: '2025-05-02' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      workingDays: 8,
      calendarDays: 15,
      weekendDays: 4,
      holidays: [
        { date: '2025-04-20', name: 'Pasqua', weekend: true },
        { date: '2025-04-21', name: "Lunedì dell'Angelo (Pasquetta)", weekend: false },
        { date: '2025-04-25', name: 'Festa della Liberazione', weekend: false },
        { date: '2025-05-01', name: 'Festa dei Lavoratori', weekend: false },
      ],
      rules: expect.arrayContaining([
        expect.objectContaining({
          name: 'Festa della Liberazione',
          value: 'festivo il 25 aprile dal 01/06/1949',
          source: { title: expect.stringContaining('Legge 27 maggio 1949, n. 260'), url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260' },
          confirmed: true,
        }),
      ]),
    });
  });

  it('counts a year of the 1970s with the calendar then in force, naming law 54/1977 after it', async () => {
    // 249 working days in 1970, as the holidays package counts (San Giuseppe, Ascensione, Corpus Domini, 29 June, 4 November).
    expect((await send({ from: '1970-01-01', to: '1970-12-31' })).json()).toMatchObject({ workingDays: 249 });
    const answer = (await send({ from: '1980-01-01', to: '1980-12-31' })).json();
    expect(answer.workingDays).toBe(254);
    expect(answer.rules).toContainEqual(expect.objectContaining({ name: 'San Giuseppe', value: 'non festivo dal 08/03/1977' }));
  });

  it('adds working days with a patron saint', async () => {
    const response = await send({ from: '2025-09-18', add: 1, patron: 'napoli' });
    expect(response.json()).toMatchObject({ date: '2025-09-22', holidays: [{ date: '2025-09-19', name: 'San Gennaro, patrono di Napoli', weekend: false }] });
  });

  it('refuses an impossible date with an Italian 400', async () => {
    const response = await send({ from: '2025-02-30', to: '2025-03-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «Dal (incluso)» non è una data del calendario: 2025-02-30', code: 'TOOLS_INVALID_WORKING_DAYS' });
  });

  it.each([
    [{ from: '01/02/2025', to: '2025-03-01' }, 'Il campo «Dal (incluso)» non ha un formato valido'],
    [{ from: '2025-01-01', add: -1 }, 'Il campo «Giorni lavorativi da aggiungere» deve essere tra 0 e 10.000'],
    [{ from: '2025-01-01', add: 1.5 }, 'Il campo «Giorni lavorativi da aggiungere» deve essere un numero intero'],
    [{ from: '2025-01-01', add: 2, patron: 'atlantide' }, expect.stringMatching(/^Il campo «Santo patrono» deve essere «Roma», «Milano», /)],
  ])('refuses %j with an Italian 400 naming the field', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
