import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { useLocation } from 'react-router-dom';
import { ShareLink } from '../../components/ui/ShareLink';
import { renderPage, renderTool } from '../../test/render';
import { taxCodeCalculator } from '.';
import TaxCodeCalculatorPage from './TaxCodeCalculatorPage';

const SAN_GIULIANO = { name: 'San Giuliano Terme', code: 'A562', province: 'PI' };

/** The address bar's query, as the router holds it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('tax code page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("computes the Agenzia's example on arrival", async () => {
    const api = fakeApi({ 'POST /api/calculate-tax-code': { body: { code: 'RSSMRA85T10A562S', birthPlace: SAN_GIULIANO } } });
    renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('RSSMRA85T10A562S')).toBeInTheDocument();
    expect(screen.getByText('Luogo di nascita: San Giuliano Terme (PI), comune, codice A562')).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({ surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'San Giuliano Terme (PI)' });
  });

  it('copies the computed code with one tap and says so', async () => {
    fakeApi({ 'POST /api/calculate-tax-code': { body: { code: 'RSSMRA85T10A562S', birthPlace: SAN_GIULIANO } } });
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    await user.click(await screen.findByRole('button', { name: 'Copia il codice' }));
    expect(await navigator.clipboard.readText()).toBe('RSSMRA85T10A562S');
    expect(screen.getByRole('button', { name: 'Codice copiato' })).toBeInTheDocument();
  });

  it('checks a typed code and reads back sex, date, place and omocodia, keeping all of it out of the address but in a copied link', async () => {
    fakeApi({
      'POST /api/calculate-tax-code': { body: { code: 'RSSMRA85T10A562S', birthPlace: SAN_GIULIANO } },
      'POST /api/check-tax-code': {
        body: { valid: true, code: 'RSSMRA85T10A56NH', sex: 'M', birthDate: '1985-12-10', birthPlace: SAN_GIULIANO, omocodia: true, baseCode: 'RSSMRA85T10A562S' },
      },
    });
    const { user } = renderPage(
      <>
        <TaxCodeCalculatorPage />
        <ShareLink title={taxCodeCalculator.name} />
        <Search />
      </>,
      { fakeTimers: true, route: '/tools/tax-code-calculator?codice=RSSMRA85T10A562S&cognome=Bianchi' },
    );
    // A copied link fills the form, and its personal data leave the address at once.
    expect(screen.getByLabelText('Codice fiscale da verificare')).toHaveValue('RSSMRA85T10A562S');
    expect(screen.getByLabelText('Cognome')).toHaveValue('Bianchi');
    await user.clear(screen.getByLabelText('Codice fiscale da verificare'));
    await user.type(screen.getByLabelText('Codice fiscale da verificare'), 'RSSMRA85T10A56NH');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'Copia link' }));
    const link = new URL(await navigator.clipboard.readText());
    expect(link.searchParams.get('codice')).toBe('RSSMRA85T10A56NH');
    expect(link.searchParams.get('cognome')).toBe('Bianchi');
    expect(await screen.findByText('Codice fiscale valido')).toBeInTheDocument();
    expect(screen.getByText('10 dicembre 1985')).toBeInTheDocument();
    expect(screen.getByText('Sì (codice di partenza RSSMRA85T10A562S)')).toBeInTheDocument();
  });

  it('offers comuni from the server while the place is typed', async () => {
    const api = fakeApi({
      'POST /api/calculate-tax-code': { body: { code: 'RSSMRA85T10F205X', birthPlace: { name: 'Milano', code: 'F205', province: 'MI' } } },
      'GET /api/municipalities': { body: [{ name: 'Milano', code: 'F205', province: 'MI' }, { name: 'Milazzo', code: 'F206', province: 'ME' }] },
    });
    const { user, container } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Luogo di nascita'));
    await user.type(screen.getByLabelText('Luogo di nascita'), 'mila');
    await act(() => jest.advanceTimersByTimeAsync(300));
    const options = [...container.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'));
    expect(options).toEqual(['Milano (MI)', 'Milazzo (ME)']);
    // The suggestions are the places of the day of birth.
    expect(api.calls.some((call) => call.path === '/api/municipalities?q=mila&date=1985-12-10')).toBe(true);
  });

  it('names a place gone since with the last day of its code, and shows the question when a name is shared', async () => {
    const montalcino = { name: 'Montalcino', code: 'F402', province: 'SI', former: true, validTo: '2016-12-31' };
    fakeApi({ 'POST /api/calculate-tax-code': { body: { code: 'RSSMRA60E01F402X', birthPlace: montalcino } } });
    renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Luogo di nascita: Montalcino (SI), comune soppresso o rinominato, codice F402 (in uso fino al 31 dicembre 2016)')).toBeInTheDocument();
  });

  it('shows the server asking which place, with province and code', async () => {
    const question = 'Il luogo di nascita: ci sono più comuni di nome «Castro» alla data di nascita: Castro (BG, C337), Castro (LE, M261); indica la provincia tra parentesi, come «Castro (BG)», o il codice catastale';
    fakeApi({ 'POST /api/calculate-tax-code': { status: 400, body: { error: question, code: 'TOOLS_INVALID_TAX_CODE' } } });
    renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText(question)).toBeInTheDocument();
  });

  // Issue 36, item 11: ANPR has B184 BRIONE (BS) and B185 BRIONE (TN) both in force in 1987.
  it('asks which Brione when two were comuni on the day of birth, and takes the one chosen', async () => {
    const api = fakeApi({
      'POST /api/calculate-tax-code': { status: 400, body: { error: 'Il luogo di nascita: ci sono più comuni di nome «Brione»', code: 'TOOLS_AMBIGUOUS_PLACE' } },
      'GET /api/municipalities': { body: [{ name: 'Brione', code: 'B184', province: 'BS' }, { name: 'Brione', code: 'B185', province: 'TN', former: true, validTo: '2015-12-31' }] },
    });
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Luogo di nascita'));
    await user.type(screen.getByLabelText('Luogo di nascita'), 'Brione');
    await act(() => jest.advanceTimersByTimeAsync(300));
    const group = await screen.findByRole('group', { name: 'Ci sono 2 luoghi di nome «Brione» alla data di nascita: quale?' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Brione (TN)' }));
    expect(screen.getByLabelText('Luogo di nascita')).toHaveValue('Brione (TN)');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(api.calls.at(-1)?.json).toMatchObject({ birthPlace: 'Brione (TN)' });
    expect(screen.queryByRole('group', { name: /luoghi di nome/ })).not.toBeInTheDocument();
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
