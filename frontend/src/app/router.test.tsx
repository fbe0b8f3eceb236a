import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './router';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

describe('first render of a page', () => {
  it('shows the page itself in the first render once its chunk is preloaded, with no loading fallback', async () => {
    await preloadPage('/faq');
    renderAt('/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeInTheDocument();
    expect(screen.queryByText('Caricamento in corso…')).not.toBeInTheDocument();
  });

  it('preloads the page the routes match, whatever the case and the trailing slash, and the not-found page otherwise', async () => {
    await preloadPage('/TERMS/');
    renderAt('/terms');
    expect(screen.queryByText('Caricamento in corso…')).not.toBeInTheDocument();

    await preloadPage('/no/such/page');
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('shows the loading fallback, then the page, when its chunk was not preloaded', async () => {
    renderAt('/privacy');
    expect(screen.getByText('Caricamento in corso…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
