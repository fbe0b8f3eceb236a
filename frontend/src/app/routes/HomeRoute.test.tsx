import { screen, within } from '@testing-library/react';
import { TOOL_CATEGORIES } from '@orbita/proto-types/enums';
import { renderPage } from '../../test/render';
import { FEATURED_TOOLS, NEW_TOOLS, TOOLS } from '../../tools/registry';
import HomeRoute from './HomeRoute';

beforeEach(() => window.localStorage.clear());

describe('home page, «I tuoi strumenti»', () => {
  it('shows nothing of the kind to a first-time visitor', () => {
    renderPage(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'I tuoi strumenti' })).not.toBeInTheDocument();
  });

  it('lists the favourites, then the recent tools that are not among them', async () => {
    window.localStorage.setItem('orbita.preferiti', JSON.stringify(['pomodoro-timer']));
    window.localStorage.setItem('orbita.recenti', JSON.stringify(['bmi-calculator', 'pomodoro-timer', 'strumento-rimosso']));
    const { user } = renderPage(<HomeRoute />);
    const section = screen.getByRole('region', { name: 'I tuoi strumenti' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/tools/pomodoro-timer', '/tools/bmi-calculator']);

    await user.click(within(section).getByRole('button', { name: 'Aggiungi Calcolatore BMI ai preferiti' }));
    expect(within(section).getByRole('button', { name: 'Aggiungi Calcolatore BMI ai preferiti' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('orbita.preferiti')).toBe('["pomodoro-timer","bmi-calculator"]');
  });
});

describe('home page, the call to action', () => {
  it('promises as many tools as the catalogue holds', () => {
    renderPage(<HomeRoute />);
    expect(TOOLS).toHaveLength(33);
    expect(screen.getByText('33 strumenti ti aspettano, e puoi suggerirci il prossimo.')).toBeInTheDocument();
  });
});

describe('home page, the feature cards', () => {
  it('each «Scopri gli strumenti» opens the tools of its own category', () => {
    renderPage(<HomeRoute />);
    const links = screen.getAllByRole('link', { name: /Scopri gli strumenti/ });
    expect(links).toHaveLength(3);
    for (const link of links) {
      const category = new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('categoria');
      expect(link.getAttribute('href')!.startsWith('/tools?')).toBe(true);
      expect(link).toHaveAccessibleName(`Scopri gli strumenti di ${category}`);
      expect(TOOLS.some((tool) => tool.category === category)).toBe(true);
    }
  });
});

describe('home page, direct links to the tools', () => {
  it('links the featured and the new tools by name, under the hero', () => {
    renderPage(<HomeRoute />);
    const featured = screen.getByRole('region', { name: 'In primo piano' });
    expect(within(featured).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      FEATURED_TOOLS.map((tool) => `/tools/${tool.id}`),
    );
    expect(within(featured).getByRole('link', { name: 'Stipendio netto' })).toBeInTheDocument();
    const newest = screen.getByRole('region', { name: 'Nuovi arrivi' });
    expect(within(newest).getAllByRole('link')).toHaveLength(NEW_TOOLS.length);
  });

  it('links every tool but the food analyser once in its category, and promises no photo analysis', () => {
    renderPage(<HomeRoute />);
    const all = screen.getByRole('region', { name: 'Tutti gli strumenti, per categoria' });
    const hrefs = within(all)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href!.startsWith('/tools/'));
    expect(hrefs.sort()).toEqual(TOOLS.filter((tool) => tool.id !== 'food-analyzer').map((tool) => `/tools/${tool.id}`).sort());
    const shown = within(all)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(shown).toEqual(TOOL_CATEGORIES.filter((category) => TOOLS.some((tool) => tool.category === category && tool.id !== 'food-analyzer')));
    const money = within(all).getByRole('region', { name: 'Soldi e Lavoro' });
    expect(within(money).getByRole('link', { name: 'Calcolatore IVA' })).toBeInTheDocument();
    expect(screen.queryByText(/foto/)).not.toBeInTheDocument();
  });

  it('describes «Vita Quotidiana» by the tools it holds', () => {
    renderPage(<HomeRoute />);
    const names = TOOLS.filter((tool) => tool.category === 'Vita Quotidiana').map((tool) => tool.id).sort();
    expect(names).toEqual(['currency-converter', 'percentage-calculator', 'tax-code-calculator', 'unit-converter']);
    expect(
      screen.getByText(/Converti valute e unità di misura, calcola percentuali e sconti, ricava il codice fiscale/),
    ).toBeInTheDocument();
  });
});
