import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { taxCodeCalculator } from '.';
import TaxCodeCalculatorPage from './TaxCodeCalculatorPage';

const SAN_GIULIANO = { name: 'SAN GIULIANO TERME', code: 'A562', province: 'PI' };

describe('tax code page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("computes the Agenzia's example on arrival", async () => {
    const api = fakeApi({ 'POST /api/calculate-tax-code': { body: { code: 'RSSMRA85T10A562S', birthPlace: SAN_GIULIANO } } });
    renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('RSSMRA85T10A562S')).toBeInTheDocument();
    expect(screen.getByText('Luogo di nascita: SAN GIULIANO TERME (PI), comune, codice A562')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'SAN GIULIANO TERME (PI)' });
  });

  it('checks a typed code and reads back sex, date, place and omocodia, keeping all of it out of the address', async () => {
    fakeApi({
      'POST /api/calculate-tax-code': { body: { code: 'RSSMRA85T10A562S', birthPlace: SAN_GIULIANO } },
      'POST /api/check-tax-code': {
        body: { valid: true, code: 'RSSMRA85T10A56NH', sex: 'M', birthDate: '1985-12-10', birthPlace: SAN_GIULIANO, omocodia: true, baseCode: 'RSSMRA85T10A562S' },
      },
    });
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true, route: '/tools/tax-code-calculator?codice=RSSMRA85T10A562S' });
    expect(screen.getByLabelText('Codice fiscale da verificare')).toHaveValue('');
    await user.type(screen.getByLabelText('Codice fiscale da verificare'), 'RSSMRA85T10A56NH');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(window.location.search).toBe('');
    expect(await screen.findByText('Codice fiscale valido')).toBeInTheDocument();
    expect(screen.getByText('10 dicembre 1985')).toBeInTheDocument();
    expect(screen.getByText('Sì (codice di partenza RSSMRA85T10A562S)')).toBeInTheDocument();
  });

  it('offers comuni from the server while the place is typed', async () => {
    const api = fakeApi({
      'POST /api/calculate-tax-code': { body: { code: 'RSSMRA85T10F205X', birthPlace: { name: 'MILANO', code: 'F205', province: 'MI' } } },
      'GET /api/municipalities': { body: [{ name: 'MILANO', code: 'F205', province: 'MI' }, { name: 'MILAZZO', code: 'F206', province: 'ME' }] },
    });
    const { user, container } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Luogo di nascita'));
    await user.type(screen.getByLabelText('Luogo di nascita'), 'mila');
    await act(() => jest.advanceTimersByTimeAsync(300));
    const options = [...container.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'));
    expect(options).toEqual(['MILANO (MI)', 'MILAZZO (ME)']);
    expect(api.calls.some((call) => call.path === '/api/municipalities?q=mila')).toBe(true);
  });

  it('says a wrong code is not valid, with the reason', async () => {
    fakeApi({
      'POST /api/calculate-tax-code': { body: { code: 'RSSMRA85T10A562S', birthPlace: SAN_GIULIANO } },
      'POST /api/check-tax-code': { body: { valid: false, code: 'RSSMRA85T10A562T', reason: 'Il carattere di controllo è «T»' } },
    });
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await user.type(screen.getByLabelText('Codice fiscale da verificare'), 'RSSMRA85T10A562T');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Codice fiscale non valido: Il carattere di controllo è «T»')).toBeInTheDocument();
  });
});
