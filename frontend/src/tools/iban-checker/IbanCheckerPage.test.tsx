import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { useLocation } from 'react-router-dom';
import { renderPage, renderTool } from '../../test/render';
import { ShareLink } from '../../components/ui/ShareLink';
import { ibanChecker } from '.';
import IbanCheckerPage from './IbanCheckerPage';

const VALID = {
  valid: true,
  formatted: 'IT60 X054 2811 1010 0000 0123 456',
  country: 'IT',
  countryName: 'Italia',
  sepa: true,
  cin: 'X',
  abi: '05428',
  cab: '11101',
  account: '000000123456',
};

/** The address bar's query, as the router holds it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('IBAN checker page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks the example IBAN on arrival and shows its Italian parts', async () => {
    const api = fakeApi({ 'POST /api/check-iban': { body: VALID } });
    renderTool(ibanChecker, IbanCheckerPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('IBAN valido')).toBeInTheDocument();
    expect(screen.getByText('05428')).toBeInTheDocument();
    expect(screen.getByText('Italia (IT)')).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
  });

  it('copies the IBAN without spaces, as home banking fields take it', async () => {
    fakeApi({ 'POST /api/check-iban': { body: VALID } });
    const { user } = renderTool(ibanChecker, IbanCheckerPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    await user.click(await screen.findByRole('button', { name: "Copia l'IBAN" }));
    expect(await navigator.clipboard.readText()).toBe(VALID.formatted.replace(/\s/g, ''));
    // The label changes in the render after the clipboard's promise settles: waited for, not read at once.
    expect(await screen.findByRole('button', { name: 'IBAN copiato' })).toBeInTheDocument();
  });

  it('takes the IBAN from the address and says which part is wrong', async () => {
    const api = fakeApi({
      'POST /api/check-iban': {
        body: { valid: false, formatted: 'GB29 NWBK 6016 1331 9268 18', country: 'GB', countryName: 'Regno Unito', wrongPart: 'check-digits', reason: 'Le cifre di controllo «29» non tornano' },
      },
    });
    renderTool(ibanChecker, IbanCheckerPage, { fakeTimers: true, route: '/tools/iban-checker?iban=GB29NWBK60161331926818' });
    expect(screen.getByLabelText('IBAN da verificare')).toHaveValue('GB29NWBK60161331926818');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText(/^IBAN non valido: Le cifre di controllo «29» non tornano con il resto del codice/)).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
  });

  it('keeps the IBAN out of the address, and puts it in a link only on «Copia link»', async () => {
    fakeApi({ 'POST /api/check-iban': { body: { valid: true, formatted: 'GB29 NWBK 6016 1331 9268 19', country: 'GB', countryName: 'Regno Unito' } } });
    const { user } = renderPage(
      <>
        <IbanCheckerPage />
        <ShareLink title={ibanChecker.name} />
        <Search />
      </>,
      { route: '/tools/iban-checker?iban=GB29NWBK60161331926819', fakeTimers: true },
    );
    expect(screen.getByLabelText('IBAN da verificare')).toHaveValue('GB29NWBK60161331926819');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'Copia link' }));
    expect(new URL(await navigator.clipboard.readText()).searchParams.get('iban')).toBe('GB29NWBK60161331926819');
  });

  it('asks for an IBAN without calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderTool(ibanChecker, IbanCheckerPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('IBAN da verificare'));
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Inserisci un IBAN da verificare')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('checks a German account with the Bundesbank method of its bank once the bank codes have loaded, without the server', async () => {
    const api = fakeApi({});
    renderTool(ibanChecker, IbanCheckerPage, { fakeTimers: true, route: '/tools/iban-checker?iban=DE89370400440532013000' });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText(/Numero di conto verificato con il metodo 13 della Bundesbank \(banca 37040044\)/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
