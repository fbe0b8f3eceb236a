import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../test/render';
import { DateInput } from './DateInput';

function Payment({ seen }: { seen: string[] }) {
  const [day, setDay] = useState('2025-01-15');
  return (
    <>
      <label htmlFor="paid">Data del pagamento</label>
      <DateInput id="paid" value={day} onChange={(next) => (seen.push(next), setDay(next))} />
      <output>{day}</output>
    </>
  );
}

describe('DateInput', () => {
  it('shows the day the Italian way and takes «16/06/2025» as 16 June, whatever the browser speaks', async () => {
    const seen: string[] = [];
    const { user } = renderPage(<Payment seen={seen} />);
    const field = screen.getByLabelText('Data del pagamento');
    expect(field).toHaveValue('15/01/2025');
    await user.clear(field);
    await user.type(field, '16/06/2025');
    expect(seen.at(-1)).toBe('2025-06-16');
    await user.clear(field);
    await user.type(field, '3 marzo 2024');
    expect(screen.getByText('2024-03-03')).toBeInTheDocument();
    await user.tab();
    expect(field).toHaveValue('03/03/2024');
  });

  it('says under the field what is wrong when the visitor leaves it, and keeps the day in use', async () => {
    const { user } = renderPage(<Payment seen={[]} />);
    const field = screen.getByLabelText('Data del pagamento');
    await user.clear(field);
    await user.type(field, '31/02/2025');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Il 31/02/2025 non esiste nel calendario');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('2025-01-15')).toBeInTheDocument();
  });
});
