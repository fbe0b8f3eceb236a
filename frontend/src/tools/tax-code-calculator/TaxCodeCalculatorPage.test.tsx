import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { useLocation } from 'react-router-dom';
import { ShareLink } from '../../components/ui/ShareLink';
import { renderPage, renderTool } from '../../test/render';
import { taxCodeCalculator } from '.';
import { loadPlaces } from './api/places';
import TaxCodeCalculatorPage from './TaxCodeCalculatorPage';
import { PLACE_BEING_TYPED } from './tax-code-calculator.service';

/** The address bar's query, as the router holds it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The page's table of places, loaded as the page loads it (once; later renders find it in). */
async function placesIn(): Promise<void> {
  await act(async () => {
    await loadPlaces();
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('tax code page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("computes the Agenzia's example on arrival, in the page", async () => {
    const api = fakeApi({});
    renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await placesIn();
    expect(await screen.findByText('RSSMRA85T10A562S')).toBeInTheDocument();
    expect(screen.getByText('Luogo di nascita: San Giuliano Terme (PI), comune, codice A562')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(api.calls).toEqual([]);
  });

  it('copies the computed code with one tap and says so', async () => {
    fakeApi({});
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await placesIn();
    await user.click(await screen.findByRole('button', { name: 'Copia il codice' }));
    expect(await navigator.clipboard.readText()).toBe('RSSMRA85T10A562S');
    // The button's label changes in the render after the clipboard's promise settles: waited for, not read at once.
    expect(await screen.findByRole('button', { name: 'Codice copiato' })).toBeInTheDocument();
  });

  it('checks a typed code and reads back sex, date, place and omocodia, keeping all of it out of the address but in a copied link', async () => {
    const api = fakeApi({});
    const { user } = renderPage(
      <>
        <TaxCodeCalculatorPage />
        <ShareLink title={taxCodeCalculator.name} />
        <Search />
      </>,
      { fakeTimers: true, route: '/tools/tax-code-calculator?codice=RSSMRA85T10A562S&cognome=Bianchi' },
    );
    await placesIn();
    // A copied link fills the form, and its personal data leave the address at once.
    expect(screen.getByLabelText('Codice fiscale da verificare')).toHaveValue('RSSMRA85T10A562S');
    expect(screen.getByLabelText('Cognome')).toHaveValue('Bianchi');
    await user.clear(screen.getByLabelText('Codice fiscale da verificare'));
    await user.type(screen.getByLabelText('Codice fiscale da verificare'), 'RSSMRA85T10A56NH');
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'Copia link' }));
    const link = new URL(await navigator.clipboard.readText());
    expect(link.searchParams.get('codice')).toBe('RSSMRA85T10A56NH');
    expect(link.searchParams.get('cognome')).toBe('Bianchi');
    expect(await screen.findByText('Codice fiscale valido')).toBeInTheDocument();
    expect(screen.getByText('10 dicembre 1985')).toBeInTheDocument();
    expect(screen.getByText('Sì (codice di partenza RSSMRA85T10A562S)')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers the places of the day of birth while the place is typed, from the table in the page', async () => {
    const api = fakeApi({});
    const { user, container } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await placesIn();
    await user.clear(screen.getByLabelText('Luogo di nascita'));
    await user.type(screen.getByLabelText('Luogo di nascita'), 'mila');
    const options = [...container.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'));
    expect(options).toEqual(expect.arrayContaining(['Milano (MI)', 'Milazzo (ME)']));
    expect(api.calls).toEqual([]);
  });

  // Issue 38: the page sent 35–38 requests answered 400 while a visitor typed the place.
  it('sends nothing and shows a hint, not an error, while the form is incomplete or the place half typed', async () => {
    const api = fakeApi({});
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await placesIn();
    const place = screen.getByLabelText('Luogo di nascita');
    await user.clear(place);
    expect(screen.getByText('Compila cognome, nome, data e luogo di nascita per calcolare il codice').closest('.alert')).toHaveClass('alert--info');
    for (const key of 'San Giuliano Terme (PI') {
      await user.type(place, key);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
    expect(screen.getByText(PLACE_BEING_TYPED)).toBeInTheDocument();
    await user.type(place, ')');
    expect(await screen.findByText('RSSMRA85T10A562S')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nome'));
    expect(screen.queryByText('RSSMRA85T10A562S')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(api.calls).toEqual([]);
  });

  it('names a place gone since with the last day of its code', async () => {
    fakeApi({});
    renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true, route: '/tools/tax-code-calculator?luogo=Montalcino&nascita=1960-05-01' });
    await placesIn();
    expect(await screen.findByText('Luogo di nascita: Montalcino (SI), comune soppresso o rinominato, codice F402 (in uso fino al 31 dicembre 2016)')).toBeInTheDocument();
  });

  it('asks which place, with province and code, when a whole name is shared', async () => {
    const question = 'Il luogo di nascita: ci sono più comuni di nome «Castro» alla data di nascita: Castro (BG, C337), Castro (LE, M261); indica la provincia tra parentesi, come «Castro (BG)», o il codice catastale';
    fakeApi({});
    renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true, route: '/tools/tax-code-calculator?luogo=Castro&nascita=1980-01-01' });
    await placesIn();
    expect(await screen.findByText(question)).toBeInTheDocument();
  });

  // Issue 36, item 11: ANPR has B184 BRIONE (BS) and B185 BRIONE (TN) both in force in 1987.
  it('asks which Brione when two were comuni on the day of birth, and takes the one chosen', async () => {
    const api = fakeApi({});
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true, route: '/tools/tax-code-calculator?nascita=1987-05-01' });
    await placesIn();
    await user.clear(screen.getByLabelText('Luogo di nascita'));
    await user.type(screen.getByLabelText('Luogo di nascita'), 'Brione');
    const group = await screen.findByRole('group', { name: 'Ci sono 2 luoghi di nome «Brione» alla data di nascita: quale?' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Brione (TN)' }));
    expect(screen.getByLabelText('Luogo di nascita')).toHaveValue('Brione (TN)');
    expect(await screen.findByText(/^RSSMRA87E01B185[A-Z]$/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /luoghi di nome/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says a wrong code is not valid, with the reason', async () => {
    fakeApi({});
    const { user } = renderTool(taxCodeCalculator, TaxCodeCalculatorPage, { fakeTimers: true });
    await placesIn();
    await user.type(screen.getByLabelText('Codice fiscale da verificare'), 'RSSMRA85T10A562T');
    expect(await screen.findByText(/^Codice fiscale non valido: Il carattere di controllo è «T»/)).toBeInTheDocument();
  });
});
