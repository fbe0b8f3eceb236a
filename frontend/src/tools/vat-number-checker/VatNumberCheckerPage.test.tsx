import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { vatNumberChecker } from '.';
import VatNumberCheckerPage from './VatNumberCheckerPage';

const RULE = {
  name: 'Cifra di controllo della partita IVA',
  value: 'cifre dispari sommate…',
  source: { title: 'D.M. Finanze 23 dicembre 1976', url: 'https://www.gazzettaufficiale.it/eli/gu/1976/12/29/345/sg/pdf' },
  confirmed: true,
  checked: '2026-11-25',
};
const VALID = {
  valid: true,
  formatted: '06363391001',
  registration: '0636339',
  office: { code: '100', note: 'Codice di un ufficio speciale o assegnato dopo il 1992: la provincia non si ricava dal numero' },
  checkDigit: { given: '1', expected: '1', correct: true },
  rules: [RULE],
};

describe('vat-number-checker page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks the example on arrival, shows its parts, the rules with their date and where to check it is active', async () => {
    const api = fakeApi({ 'POST /api/check-vat-number': { body: VALID } });
    renderTool(vatNumberChecker, VatNumberCheckerPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(await screen.findByText('Partita IVA formalmente corretta')).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
    expect(screen.getByText('1: corretta')).toBeInTheDocument();
    expect(screen.getByText(/^Regole applicate, verificate il /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "verifica dell'Agenzia delle Entrate" })).toHaveAttribute('href', expect.stringContaining('agenziaentrate.gov.it'));
    expect(screen.getByRole('link', { name: 'VIES della Commissione europea' })).toBeInTheDocument();
  });

  it('shows the reason of a wrong number', async () => {
    fakeApi({ 'POST /api/check-vat-number': { body: { valid: false, formatted: '123', wrongPart: 'length', reason: 'La partita IVA ha 11 cifre, questa ne ha 3: ne mancano 8', rules: [RULE] } } });
    renderTool(vatNumberChecker, VatNumberCheckerPage, { fakeTimers: true, route: '/tools/vat-number-checker?piva=123' });
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(await screen.findByText('Partita IVA non valida: La partita IVA ha 11 cifre, questa ne ha 3: ne mancano 8')).toBeInTheDocument();
  });

  it('says the field is empty without calling the server', async () => {
    const api = fakeApi({ 'POST /api/check-vat-number': { body: VALID } });
    const { user } = renderTool(vatNumberChecker, VatNumberCheckerPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(50));
    await user.clear(screen.getByLabelText('Partita IVA da verificare'));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Inserisci una partita IVA da verificare')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
