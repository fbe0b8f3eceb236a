import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { workingDaysCalculator } from '.';
import WorkingDaysCalculatorPage from './WorkingDaysCalculatorPage';

describe('working days page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the working days between the dates of the address and lists the holidays met, in the page', async () => {
    const api = fakeApi({
      'POST /api/count-working-days': {
        body: {
          workingDays: 6,
          calendarDays: 10,
          weekendDays: 2,
          holidays: [
            { date: '2025-12-25', name: 'Natale', weekend: false },
            { date: '2025-12-26', name: 'Santo Stefano', weekend: false },
          ],
          rules: [
            {
              name: 'Santo Stefano',
              value: 'festivo il 26 dicembre dal 01/06/1949',
              source: { title: 'Legge 27 maggio 1949, n. 260', url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260' },
              confirmed: true,
              checked: '2026-11-25',
            },
          ],
        },
      },
    });
    renderTool(workingDaysCalculator, WorkingDaysCalculatorPage, { fakeTimers: true, route: '/tools/working-days-calculator?dal=2025-12-22&al=2025-12-31' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('6')).toBeInTheDocument();
    expect(screen.getByText('25 dicembre 2025')).toBeInTheDocument();
    expect(screen.getByText(/— Santo Stefano/)).toBeInTheDocument();
    expect(screen.getByText('festivo il 26 dicembre')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Legge 27 maggio 1949, n. 260/ })[0]).toHaveAttribute('href', 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260');
    // Worked out in the page: the calendar and its acts ship with it.
    expect(api.calls).toEqual([]);
  });

  it('says «1 giorno lavorativo» and «1 giorno di calendario» for a single day', async () => {
    fakeApi({ 'POST /api/count-working-days': { body: { workingDays: 1, calendarDays: 1, weekendDays: 0, holidays: [], rules: [] } } });
    renderTool(workingDaysCalculator, WorkingDaysCalculatorPage, { fakeTimers: true, route: '/tools/working-days-calculator?dal=2025-12-22&al=2025-12-22' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('giorno lavorativo', { exact: false })).toHaveTextContent('1 giorno lavorativo');
    expect(screen.getByText(/di calendario/)).toHaveTextContent('1 giorno di calendario, di cui 0 di sabato o domenica.');
    expect(screen.queryByText(/\b1 giorni\b/)).not.toBeInTheDocument();
  });

  it('adds working days with a patron saint, from the address', async () => {
    const api = fakeApi({
      'POST /api/count-working-days': {
        body: { date: '2025-12-30', calendarDays: 8, weekendDays: 2, holidays: [{ date: '2025-12-25', name: 'Natale', weekend: false }], rules: [] },
      },
    });
    renderTool(workingDaysCalculator, WorkingDaysCalculatorPage, {
      fakeTimers: true,
      route: '/tools/working-days-calculator?modo=aggiungi&dal=2025-12-23&giorni=3&patrono=milano',
    });
    expect(screen.getByLabelText('Giorni lavorativi da aggiungere')).toHaveValue('3');
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('30 dicembre 2025')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says when the dates are in the wrong order without calling the server', async () => {
    const api = fakeApi({});
    renderTool(workingDaysCalculator, WorkingDaysCalculatorPage, { fakeTimers: true, route: '/tools/working-days-calculator?dal=2025-03-01&al=2025-02-01' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('La data finale deve essere uguale o successiva a quella iniziale')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
