import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '../test/render';
import { TOOLS } from '../tools/registry';
import { RootLayout } from './RootLayout';
import { expectSearch, SEARCH_EXPECTATIONS } from './search-expectations';

function renderLayout(route = '/') {
  return renderPage(
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<h1>Pagina iniziale</h1>} />
        <Route path="/faq" element={<h1>Domande frequenti</h1>} />
        <Route path="/broken" element={<Broken />} />
        <Route path="/tools/bmi-calculator" element={<h1>Pagina del BMI</h1>} />
        <Route path="/tools" element={<h1>Tutti gli strumenti</h1>} />
      </Route>
    </Routes>,
    { route },
  );
}

function Broken(): never {
  throw new Error('rotto');
}

describe('layout', () => {
  it('has an Admin link in the navbar and the four tools, contact, FAQ, privacy, terms and the API docs in the footer', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
    const tools = screen.getByRole('navigation', { name: 'Strumenti in evidenza' });
    expect(within(tools).getAllByRole('link')).toHaveLength(4);
    const info = screen.getByRole('navigation', { name: 'Informazioni' });
    expect(within(info).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      '/faq',
      '/privacy',
      '/terms',
      '/api/docs',
    ]);
    expect(within(info).getByRole('link', { name: 'API per sviluppatori' })).toHaveAttribute('href', '/api/docs');
  });

  it('opens the mobile menu with the toggle and closes it when a link is chosen', async () => {
    const { user } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Apri il menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Chiudi il menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'Domande frequenti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apri il menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the router error page, titled as the spec says, when a page fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayout('/broken');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });

  it('opens the search with Ctrl+K, finds a tool by a synonym with a typo, and opens it with Enter', async () => {
    const { user } = renderLayout('/faq');
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Nome, uso o categoria dello strumento' });
    expect(input).toHaveFocus();
    await user.type(input, 'masa corporea');
    const first = screen.getAllByRole('option')[0];
    expect(first).toHaveTextContent('Calcolatore BMI');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Pagina del BMI' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with «/» from the navbar button too, moves with the arrows, and Esc gives focus back', async () => {
    const { user } = renderLayout('/faq');
    const button = screen.getByRole('button', { name: /Cerca/ });
    await user.click(button);
    const input = await screen.findByRole('combobox');
    await user.type(input, 'calcolatore');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(2);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Cerca uno strumento' })).toBeInTheDocument();
  });

  it('says when nothing matches and offers to suggest the tool', async () => {
    const { user } = renderLayout('/faq');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'zzzxq');
    expect(screen.getByText('Nessuno strumento trovato')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Suggerisci «zzzxq»/ }));
    expect(await screen.findByRole('heading', { name: 'Tutti gli strumenti' })).toBeInTheDocument();
  });

  it('finds the working days for «ferie», and says in Italian that nothing matches «pensione», with a way on', async () => {
    const { user } = renderLayout('/faq');
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    await user.type(box, 'ferie');
    expect(screen.getAllByRole('option').map((option) => option.querySelector('.search__name')?.textContent)).toEqual(['Giorni lavorativi']);
    await user.clear(box);
    await user.type(box, 'pensione');
    expect(screen.getByText(/Nessuno strumento corrisponde a «pensione»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Suggerisci «pensione» come nuovo strumento/ })).toHaveAttribute('href', '/tools?suggerisci=pensione');
    expect(screen.getByRole('link', { name: 'Vedi tutti gli strumenti' })).toHaveAttribute('href', '/tools');
  });

  it('lists the favourites, then the recent tools, before anything is typed', async () => {
    window.localStorage.setItem('orbita.preferiti', JSON.stringify(['qr-code-generator']));
    window.localStorage.setItem('orbita.recenti', JSON.stringify(['pomodoro-timer', 'qr-code-generator']));
    const { user } = renderLayout('/faq');
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox');
    const names = screen.getAllByRole('option').map((option) => option.querySelector('.search__name')?.textContent);
    expect(names.slice(0, 2)).toEqual(['Generatore QR Code', 'Timer Pomodoro']);
    window.localStorage.clear();
  });

  it('answers the table of everyday queries as a person expects, a word naming a tool finding that tool first', async () => {
    const { user } = renderLayout('/faq');
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    const idOf = (name: string | null | undefined) => TOOLS.find((tool) => tool.name === name)?.id ?? `? ${name}`;
    for (const expectation of SEARCH_EXPECTATIONS) {
      fireEvent.change(input, { target: { value: expectation.query } });
      const found = [...document.querySelectorAll('[role="option"] .search__name')].map((name) => idOf(name.textContent));
      expectSearch(expectation, found);
    }
  });
});
