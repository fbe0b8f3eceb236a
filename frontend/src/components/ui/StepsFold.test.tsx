import { act, render, screen } from '@testing-library/react';
import { StepsFold } from './StepsFold';

describe('StepsFold', () => {
  const fold = () => screen.getByText('Mostra i passaggi').closest('details')!;

  it('opens for printing and folds again afterwards, as the visitor left it', () => {
    render(<StepsFold>passo 1</StepsFold>);
    expect(fold().open).toBe(false);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(fold().open).toBe(true);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(fold().open).toBe(false);
  });

  it('stays open after printing when the visitor had opened it', () => {
    render(<StepsFold>passo 1</StepsFold>);
    fold().open = true;
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(fold().open).toBe(true);
  });
});
