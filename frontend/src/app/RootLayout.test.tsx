import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '../test/render';
import { RootLayout } from './RootLayout';

function renderLayout(route = '/') {
  return renderPage(
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<h1>Pagina iniziale</h1>} />
        <Route path="/faq" element={<h1>Domande frequenti</h1>} />
        <Route path="/broken" element={<Broken />} />
      </Route>
    </Routes>,
    { route },
  );
}

function Broken(): never {
  throw new Error('rotto');
}

describe('layout', () => {
  it('has an Admin link in the navbar and the four tools, contact, FAQ, privacy and terms in the footer', () => {
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
    ]);
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
});
