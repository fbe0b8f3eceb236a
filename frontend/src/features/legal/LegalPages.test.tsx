import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

function indexLinks() {
  return within(screen.getByRole('navigation', { name: 'Indice' })).getAllByRole('link');
}

describe('legal pages', () => {
  it('privacy: 11 sections reachable from the index, dated 15 January 2025, with GDPR, contact and FAQ', () => {
    renderPage(<PrivacyPage />);
    const links = indexLinks();
    expect(links).toHaveLength(11);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('SECTION');
    }
    expect(screen.getByText('Ultimo aggiornamento: 15 gennaio 2025')).toBeInTheDocument();
    expect(screen.getByText(/Regolamento \(UE\) 2016\/679 \(GDPR\)/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contattaci' })[0]).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'domande frequenti' })).toHaveAttribute('href', '/faq');
    expect(screen.getByText(/al massimo per 12 mesi/)).toBeInTheDocument();
    expect(screen.getByText(/almeno 13 anni/)).toBeInTheDocument();
  });

  it('privacy: names everything the browser keeps, not only the admin session', () => {
    renderPage(<PrivacyPage />);
    const section = screen.getByRole('region', { name: /Cookie e archiviazione locale/ });
    expect(section).toHaveTextContent(/preferiti/);
    expect(section).toHaveTextContent(/ultimi tre strumenti/);
    expect(section).toHaveTextContent(/Timer Pomodoro/);
    expect(section).toHaveTextContent(/Analizzatore di cibo/);
    expect(section).toHaveTextContent(/area amministrativa/);
    expect(section).toHaveTextContent(/orbita_visitor/);
    expect(section).not.toHaveTextContent(/conserva localmente solo la sessione/);
  });

  it('terms: 13 sections with an index, the same date, links to contact and privacy', () => {
    renderPage(<TermsPage />);
    expect(indexLinks()).toHaveLength(13);
    expect(screen.getByText('Ultimo aggiornamento: 15 gennaio 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contattaci' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link', { name: 'Privacy policy' })[0]).toHaveAttribute('href', '/privacy');
  });
});
