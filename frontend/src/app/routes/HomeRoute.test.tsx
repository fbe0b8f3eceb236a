import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { TOOLS } from '../../tools/registry';
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
    expect(TOOLS).toHaveLength(24);
    expect(screen.getByText('24 strumenti ti aspettano, e puoi suggerirci il prossimo.')).toBeInTheDocument();
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
