import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from './UpdatePrompt';

describe('update prompt', () => {
  it('says a new version is ready and updates only when asked', async () => {
    const onUpdate = jest.fn();
    const onDismiss = jest.fn();
    render(<UpdatePrompt onUpdate={onUpdate} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nuova versione disponibile — Aggiorna');
    await userEvent.click(screen.getByRole('button', { name: 'Più tardi' }));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
