import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, heldReply, NETWORK_DOWN, type FakeRoutes } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ADMIN_SUGGESTIONS, CONTACTS, signIn, TOKEN } from '../admin-test-data';
import { DashboardPage } from './DashboardPage';

const ACTIVITY_DAYS = ['2025-01-13', '2025-01-14', '2025-01-15'];

const LISTS: FakeRoutes = {
  'GET /api/admin/verify': { body: { valid: true, username: 'amministratrice', loginSlowdown: { failures: 0, waitSeconds: 0 } } },
  'GET /api/admin/contacts': { body: CONTACTS },
  'GET /api/admin/suggestions': { body: ADMIN_SUGGESTIONS },
  'GET /api/admin/events': { status: 404 },
  'GET /api/admin/contacts/daily': { body: ACTIVITY_DAYS.map((date, i) => ({ date, contacts: i })) },
  'GET /api/admin/suggestions/daily': { body: ACTIVITY_DAYS.map((date, i) => ({ date, suggestions: 1, votes: i * 3 })) },
};

function renderDashboard(routes: FakeRoutes, options: { fakeTimers?: boolean } = {}) {
  signIn();
  const api = fakeApi(routes);
  const rendered = renderPage(
    <Routes>
      <Route path="/admin" element={<DashboardPage />} />
      <Route path="/admin/login" element={<h1>Pagina di accesso</h1>} />
    </Routes>,
    { route: '/admin', ...options },
  );
  return { api, ...rendered };
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('admin dashboard', () => {
  afterEach(() => jest.useRealTimers());

  it('tells the admin when their password is being guessed, and how the account is slowed', async () => {
    renderDashboard({
      ...LISTS,
      'GET /api/admin/verify': { body: { valid: true, username: 'amministratrice', loginSlowdown: { failures: 1200, waitSeconds: 30 } } },
    });
    expect(await screen.findByText(/^Nell'ultima ora ci sono stati 1\.200 tentativi di accesso non riusciti a questo account\./)).toHaveTextContent(
      'attende 30 secondi e ne viene verificato uno alla volta',
    );
  });

  it('says nothing about failed logins when there were none', async () => {
    renderDashboard(LISTS);
    expect(await screen.findByText('Giulia Rossi')).toBeInTheDocument();
    expect(screen.queryByText(/tentativ/)).toBeNull();
  });

  it('welcomes the admin and, without the server counts, counts the rows it holds', async () => {
    renderDashboard(LISTS);
    expect(screen.getByRole('heading', { name: 'Benvenuto, amministratrice' })).toBeInTheDocument();
    expect(await screen.findByText('Giulia Rossi')).toBeInTheDocument();
    expect(stat('Contatti totali')).toHaveTextContent('2');
    expect(stat('Da leggere')).toHaveTextContent('1');
    expect(stat('Suggerimenti')).toHaveTextContent('1');
    expect(stat('Priorità alta')).toHaveTextContent('1');
    expect(screen.getByText(/Ultimo aggiornamento: \d{2}:\d{2}:\d{2}/)).toBeInTheDocument();
  });

  it('highlights unread contacts with NUOVO and marks them read', async () => {
    const { api, user } = renderDashboard({ ...LISTS, [`PUT /api/admin/contacts/${CONTACTS[0]!.id}/read`]: { body: { ok: true } } });
    const unread = (await screen.findByText('Giulia Rossi')).closest('li')!;
    expect(unread).toHaveClass('admin__item--unread');
    expect(within(unread).getByText('NUOVO')).toBeInTheDocument();
    await user.click(within(unread).getByRole('button', { name: 'Segna come letto' }));
    expect(await screen.findByText('Giulia Rossi')).toBeInTheDocument();
    expect(within(screen.getByText('Giulia Rossi').closest('li')!).queryByText('NUOVO')).not.toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/contacts/${CONTACTS[0]!.id}/read`)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('deletes a contact and a suggestion only after the confirmations of the spec', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { api, user } = renderDashboard({
      ...LISTS,
      [`DELETE /api/admin/contacts/${CONTACTS[1]!.id}`]: { status: 204 },
      [`DELETE /api/admin/suggestions/${ADMIN_SUGGESTIONS[0]!.id}`]: { status: 204 },
    });
    const remove = await screen.findByRole('button', { name: 'Elimina il messaggio di Marco Bianchi' });
    await user.click(remove);
    expect(confirm).toHaveBeenLastCalledWith('Sei sicuro di voler eliminare questo contatto?');
    expect(api.callsTo(`DELETE /api/admin/contacts/${CONTACTS[1]!.id}`)).toHaveLength(0);
    await user.click(remove);
    expect(await screen.findByText('Giulia Rossi')).toBeInTheDocument();
    expect(screen.queryByText('Marco Bianchi')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Suggerimenti (1)' }));
    await user.click(screen.getByRole('button', { name: 'Elimina il suggerimento Meteo' }));
    expect(confirm).toHaveBeenLastCalledWith('Sei sicuro di voler eliminare questo suggerimento?');
    expect(await screen.findByText('Nessun suggerimento.')).toBeInTheDocument();
  });

  it('treats an unsuccessful list as empty, and shows a load error with a retry', async () => {
    const { user } = renderDashboard({ ...LISTS, 'GET /api/admin/suggestions': { status: 500 }, 'GET /api/admin/contacts': NETWORK_DOWN });
    expect(await screen.findByText('Errore nel caricamento dei dati')).toBeInTheDocument();
    fakeApi({ ...LISTS, 'GET /api/admin/suggestions': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Giulia Rossi')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Suggerimenti (0)' })).toBeInTheDocument();
  });

  it("gives up after 10 seconds with 'Timeout nel caricamento dei dati'", async () => {
    jest.useFakeTimers();
    const never = heldReply();
    renderDashboard({ ...LISTS, 'GET /api/admin/contacts': never.handler }, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(9_900));
    expect(screen.getByText('Caricamento dati…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Timeout nel caricamento dei dati')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('refreshes every 30 seconds', async () => {
    jest.useFakeTimers();
    const { api } = renderDashboard(LISTS, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(api.callsTo('GET /api/admin/contacts')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(api.callsTo('GET /api/admin/contacts')).toHaveLength(2);
  });

  it('reloads at once when the live feed reports a new contact', async () => {
    const fresh = { ...CONTACTS[0]!, id: '44444444-4444-4444-8444-444444444444', name: 'Nuova Persona' };
    let served = 0;
    renderDashboard({
      ...LISTS,
      'GET /api/admin/contacts': () => ({ body: served++ === 0 ? CONTACTS : [fresh, ...CONTACTS] }),
      'GET /api/admin/events': {
        stream: ['event: ready\ndata: {}\n\n', ': ping\n\n', 'id: e1\nevent: orbita.contacts.created\ndata: {"name":"Nuova Persona"}\n\n'],
      },
    });
    expect(await screen.findByText('Nuova Persona')).toBeInTheDocument();
    expect(screen.getByText('In diretta')).toBeInTheDocument();
  });

  it("shows the server's exact counts on the four cards and the tabs, and keeps them after its own changes", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderDashboard({
      ...LISTS,
      'GET /api/admin/contacts/stats': { body: { totalContacts: 40_000, unreadContacts: 1_234 } },
      'GET /api/admin/suggestions/stats': { body: { totalSuggestions: 20_000, highPrioritySuggestions: 7_000 } },
      [`PUT /api/admin/contacts/${CONTACTS[0]!.id}/read`]: { body: { ...CONTACTS[0], read: true } },
      [`DELETE /api/admin/suggestions/${ADMIN_SUGGESTIONS[0]!.id}`]: { status: 204 },
    });
    await screen.findByText('Giulia Rossi');
    expect(stat('Contatti totali')).toHaveTextContent('40000');
    expect(stat('Da leggere')).toHaveTextContent('1234');
    expect(stat('Suggerimenti')).toHaveTextContent('20000');
    expect(stat('Priorità alta')).toHaveTextContent('7000');
    expect(screen.getByRole('tab', { name: 'Contatti (40000)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Segna come letto' }));
    expect(await screen.findByText('1233')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Suggerimenti (20000)' }));
    await user.click(screen.getByRole('button', { name: 'Elimina il suggerimento Meteo' }));
    expect(await screen.findByRole('tab', { name: 'Suggerimenti (19999)' })).toBeInTheDocument();
    expect(stat('Priorità alta')).toHaveTextContent('6999');
    confirm.mockRestore();
  });

  it('shows more rows with «Mostra altri», following the Link of the page', async () => {
    const older = { ...CONTACTS[1]!, id: '55555555-5555-4555-8555-555555555555', name: 'Anna Verdi' };
    const { api, user } = renderDashboard({
      ...LISTS,
      'GET /api/admin/contacts': ({ path }) =>
        path.includes('cursor=')
          ? { body: [older] }
          : { body: CONTACTS, headers: { link: '</api/admin/contacts?cursor=abc>; rel="next"' } },
    });
    await screen.findByText('Giulia Rossi');
    expect(screen.queryByText('Anna Verdi')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostra altri' }));
    expect(await screen.findByText('Anna Verdi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/contacts').map((c) => c.path)).toEqual(['/api/admin/contacts', '/api/admin/contacts?cursor=abc']);
  });

  it('searches both lists on the server by name, e-mail or text', async () => {
    const { api, user } = renderDashboard({
      ...LISTS,
      'GET /api/admin/contacts': ({ path }) => ({ body: path.includes('q=') ? [CONTACTS[1]] : CONTACTS }),
    });
    await screen.findByText('Giulia Rossi');
    await user.type(screen.getByRole('searchbox', { name: 'Cerca per nome, e-mail o testo' }), 'marco');
    expect(await screen.findByRole('tab', { name: 'Contatti (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Giulia Rossi')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/contacts').at(-1)?.path).toBe('/api/admin/contacts?q=marco');
    expect(api.callsTo('GET /api/admin/suggestions').at(-1)?.path).toBe('/api/admin/suggestions?q=marco');
  });

  it('trusts the live feed while it is connected: no 30-second refresh', async () => {
    jest.useFakeTimers();
    const { api } = renderDashboard(
      { ...LISTS, 'GET /api/admin/events': { stream: ['event: ready\ndata: {}\n\n'] } },
      { fakeTimers: true },
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('In diretta')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo('GET /api/admin/contacts')).toHaveLength(1);
  });

  it('logs out: clears token and user and goes to the login', async () => {
    const { user } = renderDashboard(LISTS);
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(screen.getByRole('heading', { name: 'Pagina di accesso' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });

  it('ends the session when a list answers 401', async () => {
    renderDashboard({ ...LISTS, 'GET /api/admin/contacts': { status: 401, body: { error: 'Token scaduto', code: 'X' } } });
    expect(await screen.findByRole('heading', { name: 'Pagina di accesso' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('approves a suggestion, which then shows as approved without the button', async () => {
    const id = ADMIN_SUGGESTIONS[0]!.id;
    const { api, user } = renderDashboard({ ...LISTS, [`PUT /api/admin/suggestions/${id}/approve`]: { body: { ...ADMIN_SUGGESTIONS[0], status: 'approved' } } });
    await user.click(await screen.findByRole('tab', { name: /Suggerimenti/ }));
    const item = screen.getByText('Meteo').closest('li')!;
    expect(within(item).getByText('In valutazione')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Approva il suggerimento Meteo' }));
    expect(await within(item).findByText('Approvato')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Approva/ })).not.toBeInTheDocument();
    expect(api.callsTo(`PUT /api/admin/suggestions/${id}/approve`)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('charts the last days with their totals in words, and downloads the CSV exports with the token', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api, user } = renderDashboard({
      ...LISTS,
      'GET /api/admin/contacts.csv': { body: 'ID;Nome', headers: { 'content-disposition': 'attachment; filename="contatti-2025-01-15.csv"' } },
    });
    expect(
      await screen.findByRole('img', { name: 'Negli ultimi 3 giorni: 3 contatti, 3 suggerimenti, 9 voti. Giorno più attivo: 15 gennaio 2025.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Esporta contatti (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['contatti-2025-01-15.csv']));
    expect(api.callsTo('GET /api/admin/contacts.csv')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    click.mockRestore();
  });
});
