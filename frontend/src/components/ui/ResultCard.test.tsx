import { render, screen } from '@testing-library/react';
import { ResultCard } from './ResultCard';

const show = (value: string) => <p>{value}</p>;

describe('ResultCard', () => {
  it('marks an older answer as old while the newer one is on its way: «Aggiornamento…», dimmed, busy', () => {
    const { container } = render(
      <ResultCard answer={{ data: '0,621371 miglia', error: null, loading: true }} loadingLabel="Calcolo in corso…">
        {show}
      </ResultCard>,
    );
    const card = container.querySelector('section')!;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveClass('result-card--stale');
    expect(screen.getByRole('status')).toHaveTextContent('Aggiornamento…');
    expect(screen.getByText('0,621371 miglia')).toBeInTheDocument();
  });

  it('shows a current answer plainly', () => {
    const { container } = render(
      <ResultCard answer={{ data: '621,371 miglia', error: null, loading: false }} loadingLabel="Calcolo in corso…">
        {show}
      </ResultCard>,
    );
    expect(container.querySelector('section')).not.toHaveClass('result-card--stale');
    expect(screen.queryByText('Aggiornamento…')).not.toBeInTheDocument();
  });
});
