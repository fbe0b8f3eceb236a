import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { timeZoneConverter } from '.';
import TimeZoneConverterPage from './TimeZoneConverterPage';

describe('time zone converter page', () => {
  it('converts the time of the address in the page, asking nothing of the server, with the working hours in words', () => {
    const api = fakeApi({});
    renderTool(timeZoneConverter, TimeZoneConverterPage, { route: '/tools/time-zone-converter?data=2026-07-01&ora=15:00&da=Roma&citta=America/New_York,Europe/London' });
    expect(screen.getByText('New York', { selector: '.zones__place' }).nextElementSibling).toHaveTextContent('09:00');
    expect(screen.getByText('Londra', { selector: '.zones__place' }).nextElementSibling).toHaveTextContent('14:00');
    expect(screen.getByText(/Ore di lavoro in comune \(09:00–18:00 in ogni città\): 3 ore, dalle 15:00 alle 18:00 ora di Roma/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('answers each keystroke: the skipped hour in Italian, the repeated one as a choice', async () => {
    const { user } = renderTool(timeZoneConverter, TimeZoneConverterPage, { route: '/tools/time-zone-converter?data=2026-03-29&ora=01:30&da=Roma&citta=UTC' });
    const time = screen.getByLabelText('Ora');
    await user.clear(time);
    await user.type(time, '02:30');
    expect(screen.getByRole('alert')).toHaveTextContent("Il 29 marzo 2026 a Roma le 02:30 non esistono: alle 02:00 gli orologi passano alle 03:00 (inizio dell'ora legale).");
    const date = screen.getByLabelText('Data');
    await user.clear(date);
    await user.type(date, '25/10/2026');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'La prima volta (ora legale, UTC+02:00)' })).toBeChecked();
    expect(screen.getByText('UTC', { selector: '.zones__place' }).nextElementSibling).toHaveTextContent('00:30');
    await user.click(screen.getByRole('radio', { name: 'La seconda volta (ora solare, UTC+01:00)' }));
    expect(screen.getByText('UTC', { selector: '.zones__place' }).nextElementSibling).toHaveTextContent('01:30');
  });

  it('adds and removes cities by their Italian names', async () => {
    const { user } = renderTool(timeZoneConverter, TimeZoneConverterPage, { route: '/tools/time-zone-converter?data=2026-07-01&ora=15:00&da=Roma&citta=America/New_York' });
    await user.type(screen.getByLabelText('Aggiungi una città o un fuso'), 'San Paolo{Enter}');
    expect(screen.getByText('San Paolo', { selector: '.zones__place' }).nextElementSibling).toHaveTextContent('10:00');
    await user.click(screen.getByRole('button', { name: 'Togli New York' }));
    expect(screen.queryByText('New York', { selector: '.zones__place' })).not.toBeInTheDocument();
  });
});
