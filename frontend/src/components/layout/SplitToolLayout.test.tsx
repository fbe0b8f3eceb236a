import { render, screen } from '@testing-library/react';
import { splitParts } from '../../test/split-layout';
import { SplitToolLayout } from './SplitToolLayout';

describe('SplitToolLayout', () => {
  it('puts the answer right after the first inputs and before the rest, the order a phone shows them in', () => {
    render(<SplitToolLayout className="mine" inputs={<p>importo</p>} result={<p>risultato</p>} more={<p>altro</p>} />);
    const { inputs, result, more } = splitParts();
    expect(inputs).toHaveClass('tool-layout__inputs');
    expect(inputs).toContainElement(screen.getByText('importo'));
    expect(result).toHaveClass('tool-layout__result');
    expect(result).toContainElement(screen.getByText('risultato'));
    expect(more).toHaveClass('tool-layout__more');
    expect(more).toContainElement(screen.getByText('altro'));
    expect(inputs.parentElement).toHaveClass('tool-layout', 'tool-layout--split', 'mine');
  });

  it('keeps several cards of one part together, in their order', () => {
    render(<SplitToolLayout inputs={<p>a</p>} result={<p>b</p>} more={<><p>c1</p><p>c2</p></>} />);
    expect(Array.from(splitParts().more.children).map((child) => child.textContent)).toEqual(['c1', 'c2']);
  });
});
