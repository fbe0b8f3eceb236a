import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, heldReply, NETWORK_DOWN } from '../../test/fake-api';
import { forgetToolAvailability } from '../../lib/tool-availability';
import { renderPage } from '../../test/render';
import { TOOLS } from '../../tools/registry';
import { expectSearch, SEARCH_EXPECTATIONS } from '../search-expectations';
import ToolsRoute from './ToolsRoute';

const SUGGESTIONS = [
  {
    id: '3f0c8a52-6b1e-4d7a-9c55-1a2b3c4d5e6f',
    toolName: 'Convertitore di taglie',
    description: 'Metri, piedi, litri e galloni.',
    category: 'Utilità',
    priority: 'alta',
    createdAt: '2025-01-15T13:30:00.000Z',
    votes: 4,
    status: 'pending',
  },
  {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-0e1f2a3b4c5d',
    toolName: 'Budget mensile',
    description: 'Entrate e uscite del mese.',
    category: 'Finanza',
    priority: 'media',
    createdAt: '2025-01-10T08:05:00.000Z',
    votes: 1,
    status: 'approved',
  },
];

const STATS = {
  total: 2,
  votes: 5,
  categories: 2,
  highPriority: 1,
  byCategory: [
    { category: 'Finanza', count: 1 },
    { category: 'Altro', count: 1 },
  ],
};

/** The list as the server answers it: the chip's category is filtered there. */
const listRoutes = (suggestions: typeof SUGGESTIONS, stats = STATS) => ({
  'GET /api/suggestions/stats': { body: stats },
  'GET /api/suggestions': ({ path }: { path: string }) => {
    const category = new URLSearchParams(path.split('?')[1]).get('category');
    return { body: suggestions.filter((s) => category === null || s.category === category) };
  },
});

describe('tools page', () => {
  it('shows a card for each tool, linking to its page, grouped by category', () => {
    renderPage(<ToolsRoute />);
    const links = screen.getAllByRole('link', { name: /Apri lo strumento/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/tools/food-analyzer',
      '/tools/bmi-calculator',
      '/tools/calorie-calculator',
      '/tools/pomodoro-timer',
      '/tools/currency-converter',
      '/tools/percentage-calculator',
      '/tools/unit-converter',
      '/tools/tax-code-calculator',
      '/tools/vat-calculator',
      '/tools/iban-checker',
      '/tools/legal-interest-calculator',
      '/tools/late-payment-calculator',
      '/tools/mortgage-calculator',
      '/tools/vat-number-checker',
      '/tools/withholding-calculator',
      '/tools/flat-tax-calculator',
      '/tools/net-salary-calculator',
      '/tools/graduation-grade',
      '/tools/lira-euro',
      '/tools/tfr-calculator',
      '/tools/istat-revaluation',
      '/tools/single-allowance',
      '/tools/working-days-calculator',
      '/tools/date-calculator',
      '/tools/age-calculator',
      '/tools/time-zone-converter',
      '/tools/color-palette-generator',
      '/tools/qr-code-generator',
      '/tools/pdf-tools',
      '/tools/image-tools',
      '/tools/word-counter',
      '/tools/password-generator',
      '/tools/number-converter',
    ]);
  });
});

describe('tools filter', () => {
  it('answers the table of everyday queries as a person expects, a word naming a tool finding that tool first', async () => {
    const { container } = renderPage(<ToolsRoute />);
    const input = screen.getByRole('searchbox', { name: 'Filtra gli strumenti' });
    const idOf = (href: string | null) => TOOLS.find((tool) => `/tools/${tool.id}` === href)?.id ?? `? ${href}`;
    // Role queries are slow in jsdom; the cards' links are read directly, once per query.
    const shown = () => [...container.querySelectorAll('a.tool-card')].map((link) => idOf(link.getAttribute('href')));
    fireEvent.change(input, { target: { value: 'iva' } });
    await waitFor(() => expect(shown().length).toBeLessThan(TOOLS.length));
    for (const expectation of SEARCH_EXPECTATIONS) {
      fireEvent.change(input, { target: { value: expectation.query } });
      expectSearch(expectation, shown());
    }
  });
});

describe('suggest modal', () => {
  it('has the defaults, asks for name and description, and closes on Esc', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<ToolsRoute />);
    const opener = screen.getByRole('button', { name: 'Suggerisci un tool' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Suggerisci un tool' });
    expect(within(dialog).getByLabelText('Categoria')).toHaveValue('Generale');
    expect(within(dialog).getByLabelText('Priorità')).toHaveValue('media');
    expect(within(dialog).getByLabelText('Nome del tool *')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Nome del tool *'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Invia suggerimento' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nome e descrizione del tool sono obbligatori');
    expect(api.calls).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('marks each missing field with its own message, focuses the first, and clears a mark once put right', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<ToolsRoute />);
    await user.click(screen.getByRole('button', { name: 'Suggerisci un tool' }));
    const dialog = screen.getByRole('dialog', { name: 'Suggerisci un tool' });
    const name = within(dialog).getByLabelText('Nome del tool *');
    const description = within(dialog).getByLabelText('Descrizione *');
    await user.type(description, 'Previsioni');
    await user.click(within(dialog).getByRole('button', { name: 'Invia suggerimento' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nome e descrizione del tool sono obbligatori');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Scrivi il nome del tool');
    expect(name).toHaveFocus();
    expect(description).not.toHaveAttribute('aria-invalid');
    await user.clear(description);
    await user.type(name, 'Meteo');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Invia suggerimento' }));
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Descrivi il tool che vorresti');
    expect(description).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps Tab inside the dialog', async () => {
    fakeApi({});
    const { user } = renderPage(<ToolsRoute />);
    await user.click(screen.getByRole('button', { name: 'Suggerisci un tool' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Invia suggerimento' });
    submit.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('sends the suggestion, thanks the visitor and closes by itself after 3 seconds with the form reset', async () => {
    jest.useFakeTimers();
    const held = heldReply();
    const api = fakeApi({ 'POST /api/suggest-tool': held.handler });
    const { user } = renderPage(<ToolsRoute />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Suggerisci un tool' }));
    await user.type(screen.getByLabelText('Nome del tool *'), ' Meteo ');
    await user.type(screen.getByLabelText('Descrizione *'), 'Previsioni per la mia città');
    await user.selectOptions(screen.getByLabelText('Priorità'), 'alta');
    await user.click(screen.getByRole('button', { name: 'Invia suggerimento' }));
    expect(screen.getByRole('button', { name: 'Invio in corso…' })).toBeDisabled();
    held.release({ status: 201, body: { ...SUGGESTIONS[0], toolName: 'Meteo' } });
    expect(await screen.findByText('Grazie per il tuo suggerimento!')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({
      toolName: 'Meteo',
      description: 'Previsioni per la mia città',
      category: 'Generale',
      priority: 'alta',
      email: '',
    });
    await act(() => jest.advanceTimersByTimeAsync(2900));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suggerisci un tool' }));
    expect(screen.getByLabelText('Nome del tool *')).toHaveValue('');
    jest.useRealTimers();
  });

  it("shows the service's error, its fallback, and the network message", async () => {
    fakeApi({ 'POST /api/suggest-tool': { status: 429, body: { error: 'Troppi suggerimenti: riprova tra un minuto', code: 'X' } } });
    const { user } = renderPage(<ToolsRoute />);
    await user.click(screen.getByRole('button', { name: 'Suggerisci un tool' }));
    await user.type(screen.getByLabelText('Nome del tool *'), 'Meteo');
    await user.type(screen.getByLabelText('Descrizione *'), 'Previsioni');
    await user.click(screen.getByRole('button', { name: 'Invia suggerimento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi suggerimenti: riprova tra un minuto');
    fakeApi({ 'POST /api/suggest-tool': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Invia suggerimento' }));
    expect(await screen.findByText("Errore durante l'invio del suggerimento")).toBeInTheDocument();
    fakeApi({ 'POST /api/suggest-tool': NETWORK_DOWN });
    await user.click(screen.getByRole('button', { name: 'Invia suggerimento' }));
    expect(await screen.findByText('Errore di connessione. Riprova.')).toBeInTheDocument();
  });

  it('a tool already suggested: says so and opens the list to vote for it instead', async () => {
    const message = '«Calcolo IMU» è già stato suggerito: trovalo in «Vedi i suggerimenti» e votalo, così conta di più';
    fakeApi({
      'POST /api/suggest-tool': { status: 409, body: { error: message, code: 'SUGGESTIONS_DUPLICATE' } },
      ...listRoutes(SUGGESTIONS),
    });
    const { user } = renderPage(<ToolsRoute />);
    await user.click(screen.getByRole('button', { name: 'Suggerisci un tool' }));
    await user.type(screen.getByLabelText('Nome del tool *'), 'calcolo imu');
    await user.type(screen.getByLabelText('Descrizione *'), 'Di nuovo');
    await user.click(screen.getByRole('button', { name: 'Invia suggerimento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Vedi i suggerimenti e vota' }));
    expect(await screen.findByRole('dialog', { name: /suggerimenti/i })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome del tool *')).not.toBeInTheDocument();
  });
});

describe('suggestions modal', () => {
  it('lists suggestions with statistics, short ID, Italian date and status', async () => {
    fakeApi(listRoutes(SUGGESTIONS));
    const { user } = renderPage(<ToolsRoute />);
    await user.click(screen.getByRole('button', { name: 'Vedi i suggerimenti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggerimenti dei visitatori' });
    expect(await within(dialog).findByText('Convertitore di taglie')).toBeInTheDocument();
    const stat = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(stat('Suggerimenti')).toHaveTextContent('2');
    expect(stat('Voti totali')).toHaveTextContent('5');
    expect(stat('Categorie')).toHaveTextContent('2');
    expect(stat('Priorità alta')).toHaveTextContent('1');
    expect(within(dialog).getByText('Codice 4d5e6f')).toBeInTheDocument();
    expect(within(dialog).getByText(/15 gennaio 2025.*\d{2}:30/)).toBeInTheDocument();
    expect(within(dialog).getByText('In valutazione')).toBeInTheDocument();
    expect(within(dialog).getByText('Approvato')).toBeInTheDocument();
  });

  it('filters by category chip on the server and says when nothing is found', async () => {
    const api = fakeApi(listRoutes(SUGGESTIONS));
    const { user } = renderPage(<ToolsRoute />);
    await user.click(screen.getByRole('button', { name: 'Vedi i suggerimenti' }));
    await user.click(await screen.findByRole('button', { name: 'Finanza (1)' }));
    expect(screen.getByText('Budget mensile')).toBeInTheDocument();
    expect(screen.queryByText('Convertitore di taglie')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/suggestions').at(-1)?.path).toBe('/api/suggestions?category=Finanza');
    fakeApi(listRoutes([], { ...STATS, total: 0, votes: 0, categories: 0, highPriority: 0, byCategory: [] }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Vedi i suggerimenti' }));
    expect(await screen.findByText('Nessun suggerimento trovato')).toBeInTheDocument();
  });

  it('updates the count after a vote', async () => {
    const api = fakeApi({
      ...listRoutes(SUGGESTIONS),
      [`POST /api/suggestions/${SUGGESTIONS[1]!.id}/vote`]: { body: { votes: 2 } },
    });
    const { user } = renderPage(<ToolsRoute />);
    await user.click(screen.getByRole('button', { name: 'Vedi i suggerimenti' }));
    await user.click(await screen.findByRole('button', { name: '1 Vota: Budget mensile' }));
    expect(await screen.findByRole('button', { name: '2 Votato: Budget mensile' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.callsTo(`POST /api/suggestions/${SUGGESTIONS[1]!.id}/vote`)).toHaveLength(1);
  });

  it('shows the load error and the network message', async () => {
    fakeApi({ ...listRoutes(SUGGESTIONS), 'GET /api/suggestions': { status: 503 } });
    const { user } = renderPage(<ToolsRoute />);
    await user.click(screen.getByRole('button', { name: 'Vedi i suggerimenti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel caricamento dei suggerimenti');
    fakeApi({ ...listRoutes(SUGGESTIONS), 'GET /api/suggestions': NETWORK_DOWN });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Vedi i suggerimenti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Errore di connessione$/);
  });
});

describe('tools page filter', () => {
  const cardNames = () => screen.queryAllByRole('link', { name: /Apri lo strumento/ }).map((link) => link.querySelector('.tool-card__name')?.textContent);

  it('narrows the grid as the visitor types, ignoring accents and slips', async () => {
    const { user } = renderPage(<ToolsRoute />);
    const box = screen.getByRole('searchbox', { name: 'Filtra gli strumenti' });
    await user.type(box, 'valuta');
    await waitFor(() => expect(cardNames()[0]).toBe('Convertitore di valute'));
    await user.clear(box);
    await user.type(box, 'esadecimle');
    await waitFor(() => expect(cardNames()[0]).toBe('Convertitore di basi'));
  });

  it('shows only the chosen category, and every tool again with «Tutte»', async () => {
    const { user } = renderPage(<ToolsRoute />);
    const chips = screen.getByRole('group', { name: 'Categorie' });
    await user.click(within(chips).getByRole('button', { name: 'Produttività' }));
    expect(within(chips).getByRole('button', { name: 'Produttività' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(TOOLS.filter((tool) => tool.category === 'Produttività').map((tool) => tool.name));
    expect(cardNames()).toContain('Timer Pomodoro');
    await user.click(within(chips).getByRole('button', { name: 'Tutte' }));
    expect(cardNames()).toHaveLength(TOOLS.length);
  });

  it('says when nothing matches and opens the suggest dialog with the name filled in', async () => {
    const { user } = renderPage(<ToolsRoute />);
    await user.type(screen.getByRole('searchbox', { name: 'Filtra gli strumenti' }), 'Metronomo');
    expect(await screen.findByRole('heading', { name: 'Nessuno strumento trovato' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suggerisci «Metronomo»' }));
    const dialog = screen.getByRole('dialog', { name: 'Suggerisci un tool' });
    expect(within(dialog).getByRole('textbox', { name: 'Nome del tool *' })).toHaveValue('Metronomo');
  });

  it('opens the suggest dialog filled in when the search sends the visitor here', () => {
    renderPage(<ToolsRoute />, { route: '/tools?suggerisci=Calcolo%20IBAN' });
    const dialog = screen.getByRole('dialog', { name: 'Suggerisci un tool' });
    expect(within(dialog).getByRole('textbox', { name: 'Nome del tool *' })).toHaveValue('Calcolo IBAN');
  });
});

describe('tools page favourites', () => {
  beforeEach(() => window.localStorage.clear());

  it('a star on each card adds the tool to the favourites, which lead the grid from the next visit', async () => {
    const { user, unmount } = renderPage(<ToolsRoute />);
    const star = screen.getByRole('button', { name: 'Aggiungi Convertitore di basi ai preferiti' });
    const before = screen.getAllByRole('link', { name: /Apri lo strumento/ }).map((link) => link.getAttribute('href'));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Aggiungi Convertitore di basi ai preferiti' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('orbita.preferiti')).toBe('["number-converter"]');
    // The card stays under the pointer that starred it.
    expect(screen.getAllByRole('link', { name: /Apri lo strumento/ }).map((link) => link.getAttribute('href'))).toEqual(before);
    expect(star).toHaveFocus();
    unmount();
    renderPage(<ToolsRoute />);
    expect(screen.getAllByRole('link', { name: /Apri lo strumento/ })[0]).toHaveAttribute('href', '/tools/number-converter');
  });
});

describe('tools page category from the address', () => {
  it('opens on the category the home page asks for, and the chips keep the address in step', async () => {
    const { user } = renderPage(<ToolsRoute />, { route: '/tools?categoria=Produttivit%C3%A0' });
    const chips = screen.getByRole('group', { name: 'Categorie' });
    expect(within(chips).getByRole('button', { name: 'Produttività' })).toHaveAttribute('aria-pressed', 'true');
    const names = screen.getAllByRole('link', { name: /Apri lo strumento/ }).map((link) => link.getAttribute('href'));
    expect(names).toEqual(TOOLS.filter((tool) => tool.category === 'Produttività').map((tool) => `/tools/${tool.id}`));
    await user.click(within(chips).getByRole('button', { name: 'Tutte' }));
    expect(screen.getAllByRole('link', { name: /Apri lo strumento/ })).toHaveLength(TOOLS.length);
  });

  it('ignores a category it does not have', () => {
    renderPage(<ToolsRoute />, { route: '/tools?categoria=Astrologia' });
    expect(screen.getByRole('button', { name: 'Tutte' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('tools page, a tool this hub cannot run', () => {
  beforeEach(() => forgetToolAvailability());

  it('moves the food analyser last and says on its card that it is unavailable, before any upload', async () => {
    fakeApi({ 'GET /api/analyze-food/status': { body: { available: false, model: null, provider: null, maxBytes: 10485760 } } });
    const { container } = renderPage(<ToolsRoute />);
    await waitFor(() => expect([...container.querySelectorAll('a.tool-card')].at(-1)?.getAttribute('href')).toBe('/tools/food-analyzer'));
    const card = container.querySelector('a.tool-card[href="/tools/food-analyzer"]') as HTMLElement;
    expect(within(card).getByText('Non disponibile su questo sito al momento')).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/OPENAI|OPERATIONS/);
  });

  it('keeps it in its place, described, when a model answers', async () => {
    const api = fakeApi({ 'GET /api/analyze-food/status': { body: { available: true, model: 'm', provider: null, maxBytes: 10485760 } } });
    const { container } = renderPage(<ToolsRoute />);
    await waitFor(() => expect(api.callsTo('GET /api/analyze-food/status')).toHaveLength(1));
    expect(container.querySelector('a.tool-card')?.getAttribute('href')).toBe('/tools/food-analyzer');
    expect(screen.queryByText('Non disponibile su questo sito al momento')).not.toBeInTheDocument();
  });
});

describe('tools page, a search that finds nothing', () => {
  it('says plainly that nothing matches the words typed, offers to suggest them and to show every tool again', async () => {
    const { user, container } = renderPage(<ToolsRoute />);
    const input = screen.getByRole('searchbox', { name: 'Filtra gli strumenti' });
    await user.type(input, 'pensione');
    expect(await screen.findByRole('heading', { name: 'Nessuno strumento trovato' })).toBeInTheDocument();
    expect(screen.getByText(/Nessuno strumento corrisponde a «pensione»/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suggerisci «pensione»' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostra tutti gli strumenti' }));
    expect(input).toHaveValue('');
    expect(container.querySelectorAll('a.tool-card')).toHaveLength(TOOLS.length);
  });

  it('finds the working-days calculator for «ferie»', async () => {
    const { user, container } = renderPage(<ToolsRoute />);
    await user.type(screen.getByRole('searchbox', { name: 'Filtra gli strumenti' }), 'ferie');
    await waitFor(() =>
      expect([...container.querySelectorAll('a.tool-card')].map((link) => link.getAttribute('href'))).toEqual(['/tools/working-days-calculator']),
    );
  });
});

describe('tools page, offline', () => {
  beforeEach(() => forgetToolAvailability());
  afterEach(() => jest.restoreAllMocks());

  it('asks nothing about the food analyser without a connection, and keeps every card in its place', () => {
    const api = fakeApi({});
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderPage(<ToolsRoute />);
    expect(api.calls).toHaveLength(0);
    expect(container.querySelectorAll('a.tool-card')).toHaveLength(TOOLS.length);
  });
});
