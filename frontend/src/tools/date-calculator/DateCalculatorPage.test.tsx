import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { dateCalculator } from '.';
import DateCalculatorPage from './DateCalculatorPage';

describe('date calculator page', () => {
  it('counts the days of the dates in the address in the page, asking nothing of the server', () => {
    const api = fakeApi({});
    renderTool(dateCalculator, DateCalculatorPage, { route: '/tools/date-calculator?dal=2024-02-28&al=2025-03-01' });
    expect(screen.getByText('367', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Cioè 1 anno e 1 giorno, oppure 52 settimane e 3 giorni/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conta i giorni lavorativi tra queste date' })).toHaveAttribute('href', '/tools/working-days-calculator?dal=2024-02-28&al=2025-03-01');
    expect(api.calls).toHaveLength(0);
  });

  it('answers each keystroke at once, and says the civil code rule at a month end', async () => {
    const { user } = renderTool(dateCalculator, DateCalculatorPage, { route: '/tools/date-calculator?modo=aggiungi&data=2025-01-31&quanti=2&unita=mesi' });
    expect(screen.getByText('31 marzo 2025')).toBeInTheDocument();
    const amount = screen.getByLabelText('Quantità (negativa per togliere)');
    await user.clear(amount);
    await user.type(amount, '1');
    expect(screen.getByText('28 febbraio 2025')).toBeInTheDocument();
    expect(screen.getByText(/la scadenza cade nel suo ultimo giorno/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'art. 2963 del codice civile' })[0]).toHaveAttribute('href', expect.stringContaining('art2963'));
    await user.clear(amount);
    await user.type(amount, 'x');
    expect(screen.getByText(/Inserisci un numero intero/)).toBeInTheDocument();
  });
});
