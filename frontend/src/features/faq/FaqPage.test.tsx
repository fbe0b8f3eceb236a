import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import FaqPage from './FaqPage';

describe('FAQ page', () => {
  it('has eight questions, all closed at first', () => {
    renderPage(<FaqPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(8);
  });

  it('opens one answer at a time and closes it on a second click', async () => {
    const { user } = renderPage(<FaqPage />);
    const free = screen.getByRole('button', { name: 'Gli strumenti sono gratuiti?' });
    const mobile = screen.getByRole('button', { name: 'Posso usare Orbita dal telefono?' });
    await user.click(free);
    expect(free).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Gli strumenti sono gratuiti?' })).toBeVisible();
    await user.click(mobile);
    expect(mobile).toHaveAttribute('aria-expanded', 'true');
    expect(free).toHaveAttribute('aria-expanded', 'false');
    await user.click(mobile);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
