import { render, screen } from '@testing-library/react';
import { splitParts } from '../../test/split-layout';
import { CalculatorLayout } from './CalculatorLayout';

const answered = { data: { net: 1200 }, error: null, loading: false };

describe('CalculatorLayout', () => {
  it('puts the amount in «Dati», the answer in «Risultato», the rest in its own card, and keeps only the result on paper', () => {
    render(
      <CalculatorLayout answer={answered} result={(result) => <p>Netto {result.net}</p>} inputs={<p>importo</p>} moreTitle="Periodo" more={<p>date</p>} />,
    );
    const [dati, risultato, periodo] = ['Dati', 'Risultato', 'Periodo'].map((name) => screen.getByRole('region', { name }));
    const parts = splitParts();
    expect(parts.inputs).toContainElement(dati!);
    expect(dati).toContainElement(screen.getByText('importo'));
    expect(parts.result).toContainElement(risultato!);
    expect(risultato).toContainElement(screen.getByText('Netto 1200'));
    expect(parts.more).toContainElement(periodo!);
    expect(periodo).toContainElement(screen.getByText('date'));
    expect(dati).toHaveClass('no-print');
    expect(periodo).toHaveClass('no-print');
    expect(risultato).not.toHaveClass('no-print');
  });

  it('says «Calcolo in corso…» while the first answer is on its way, or what the page asks it to say', () => {
    const waiting = { data: null, error: null, loading: true };
    const { rerender } = render(<CalculatorLayout answer={waiting} result={() => null} inputs={null} moreTitle="Altri dati" more={null} />);
    expect(screen.getByText('Calcolo in corso…')).toBeInTheDocument();
    rerender(<CalculatorLayout answer={waiting} loadingLabel="Calcolo del piano…" result={() => null} inputs={null} moreTitle="Altri dati" more={null} />);
    expect(screen.getByText('Calcolo del piano…')).toBeInTheDocument();
  });
});
