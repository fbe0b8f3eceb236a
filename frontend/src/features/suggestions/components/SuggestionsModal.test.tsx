import { act, screen, within } from '@testing-library/react';
import type { PublicSuggestion, SuggestionStats } from '@orbita/proto-types';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { SuggestionsModal } from './SuggestionsModal';

/** `count` suggestions, most votes first, as the server orders them. */
const suggestions = (count: number): PublicSuggestion[] => Array.from({ length: count }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  toolName: `Strumento ${i}`,
  description: 'Descrizione',
  category: i % 2 === 0 ? 'Finanza' : 'Altro',
  priority: 'media',
  createdAt: '2025-01-15T13:30:00.000Z',
  votes: Math.max(0, 100 - i),
  status: 'pending',
}));
const ALL = suggestions(70);

/** Figures of a larger list than the rows the modal holds: they must come from the server. */
const STATS: SuggestionStats = {
  total: 12_345,
  votes: 67_890,
  categories: 2,
  highPriority: 321,
  byCategory: [
    { category: 'Finanza', count: 6_000 },
    { category: 'Altro', count: 6_345 },
  ],
};

/** A server that answers 30 rows a page, with the next page's address in `Link`. */
function server(all = ALL) {
  return fakeApi({
    'GET /api/suggestions/stats': { body: STATS },
    'GET /api/suggestions': ({ path }) => {
      const params = new URLSearchParams(path.split('?')[1]);
      const category = params.get('category');
      const start = Number(params.get('cursor') ?? 0);
      const rows = all.filter((s) => category === null || s.category === category);
      const page = rows.slice(start, start + 30);
      const next = start + 30 < rows.length ? new URLSearchParams({ ...(category ? { category } : {}), cursor: String(start + 30) }) : null;
      const headers: Record<string, string> = next ? { link: `</api/suggestions?${next.toString()}>; rel="next"` } : {};
      return { body: page, headers };
    },
  });
}

/** Stands in for the browser's IntersectionObserver, so the test can scroll the end of the list into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    FakeObserver.instances = FakeObserver.instances.filter((o) => o !== this);
  }
  reveal() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const rows = () => within(screen.getByRole('dialog')).getAllByRole('listitem');
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('suggestions modal, a page at a time', () => {
  it("shows the first page and the server's exact figures, not the rows it holds", async () => {
    const api = server();
    renderPage(<SuggestionsModal onClose={() => undefined} />);
    expect(await screen.findByText('Strumento 0')).toBeInTheDocument();
    expect(rows()).toHaveLength(30);
    expect(stat('Suggerimenti')).toHaveTextContent('12345');
    expect(stat('Voti totali')).toHaveTextContent('67890');
    expect(stat('Categorie')).toHaveTextContent('2');
    expect(stat('Priorità alta')).toHaveTextContent('321');
    expect(screen.getByRole('button', { name: 'Tutte (12345)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finanza (6000)' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/suggestions').map((c) => c.path)).toEqual(['/api/suggestions']);
  });

  it('loads the next pages with «Mostra altri» until the last, following the Link header', async () => {
    const api = server();
    const { user } = renderPage(<SuggestionsModal onClose={() => undefined} />);
    await screen.findByText('Strumento 0');
    await user.click(screen.getByRole('button', { name: 'Mostra altri' }));
    expect(await screen.findByText('Strumento 59')).toBeInTheDocument();
    expect(rows()).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'Mostra altri' }));
    expect(await screen.findByText('Strumento 69')).toBeInTheDocument();
    expect(rows()).toHaveLength(70);
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/suggestions').map((c) => c.path)).toEqual([
      '/api/suggestions',
      '/api/suggestions?cursor=30',
      '/api/suggestions?cursor=60',
    ]);
  });

  it('keeps at most 150 rows on the page however far the visitor scrolls, with a way back to the top', async () => {
    const api = server(suggestions(400));
    const { user } = renderPage(<SuggestionsModal onClose={() => undefined} />);
    await screen.findByText('Strumento 0');
    for (let page = 1; page <= 6; page++) {
      await user.click(screen.getByRole('button', { name: 'Mostra altri' }));
      expect(await screen.findByText(`Strumento ${page * 30 + 29}`)).toBeInTheDocument();
    }
    expect(rows()).toHaveLength(150);
    expect(rows()[0]).toHaveTextContent('Strumento 60');
    expect(screen.getByText(/^I primi 60 suggerimenti non sono più mostrati, per tenere leggera la pagina\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Torna all'inizio" }));
    expect(await screen.findByText('Strumento 0')).toBeInTheDocument();
    expect(rows()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: "Torna all'inizio" })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(api.callsTo('GET /api/suggestions').at(-1)!.path).toBe('/api/suggestions');
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    server();
    renderPage(<SuggestionsModal onClose={() => undefined} />);
    await screen.findByText('Strumento 0');
    act(() => FakeObserver.instances.at(-1)!.reveal());
    expect(await screen.findByText('Strumento 59')).toBeInTheDocument();
  });

  it('asks the server for one category when a chip is pressed, and pages within it', async () => {
    const api = server();
    const { user } = renderPage(<SuggestionsModal onClose={() => undefined} />);
    await screen.findByText('Strumento 0');
    await user.click(screen.getByRole('button', { name: 'Altro (6345)' }));
    expect(await screen.findByText('Strumento 1')).toBeInTheDocument();
    expect(screen.queryByText('Strumento 0')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostra altri' }));
    expect(await screen.findByText('Strumento 69')).toBeInTheDocument();
    expect(rows()).toHaveLength(35);
    expect(api.callsTo('GET /api/suggestions').map((c) => c.path).slice(1)).toEqual([
      '/api/suggestions?category=Altro',
      '/api/suggestions?category=Altro&cursor=30',
    ]);
  });

  it('adds a vote to the total votes', async () => {
    fakeApi({
      'GET /api/suggestions/stats': { body: STATS },
      'GET /api/suggestions': { body: ALL.slice(0, 3) },
      [`POST /api/suggestions/${ALL[1]!.id}/vote`]: { body: { votes: 100 } },
    });
    const { user } = renderPage(<SuggestionsModal onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: '99 Vota: Strumento 1' }));
    expect(await screen.findByRole('button', { name: '100 Votato: Strumento 1' })).toHaveAttribute('aria-disabled', 'true');
    expect(stat('Voti totali')).toHaveTextContent('67891');
  });

  it.each(['{Enter}', ' '])('keeps focus on the button after a vote with %s, and Escape still closes the dialog', async (key) => {
    const api = fakeApi({
      'GET /api/suggestions/stats': { body: STATS },
      'GET /api/suggestions': { body: ALL.slice(0, 3) },
      [`POST /api/suggestions/${ALL[1]!.id}/vote`]: { body: { votes: 100 } },
    });
    const onClose = jest.fn();
    const { user } = renderPage(<SuggestionsModal onClose={onClose} />);
    (await screen.findByRole('button', { name: '99 Vota: Strumento 1' })).focus();
    await user.keyboard(key);
    const voted = await screen.findByRole('button', { name: '100 Votato: Strumento 1' });
    expect(voted).toHaveFocus();
    await user.keyboard(key);
    expect(api.callsTo(`POST /api/suggestions/${ALL[1]!.id}/vote`)).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
