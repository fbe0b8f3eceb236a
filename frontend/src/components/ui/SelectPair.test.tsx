import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectPair } from './SelectPair';

const LABELS = { from: 'Da', to: 'A', swap: 'Inverti' };

describe('SelectPair', () => {
  it('hands back the chosen value with its own type, and swaps the two', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SelectPair value={{ from: 10, to: 16 }} onChange={onChange} options={[2, 8, 10, 16]} labels={LABELS} />);
    await user.selectOptions(screen.getByLabelText('Da'), '2');
    expect(onChange).toHaveBeenLastCalledWith({ from: 2, to: 16 });
    await user.click(screen.getByRole('button', { name: 'Inverti' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: 16, to: 10 });
  });
});
