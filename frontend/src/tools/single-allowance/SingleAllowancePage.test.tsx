import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { singleAllowance } from '.';
import SingleAllowancePage from './SingleAllowancePage';

describe('single-allowance page', () => {
  it('opens a link and shows the monthly allowance, computed in the page', () => {
    const api = fakeApi({});
    renderTool(singleAllowance, SingleAllowancePage, { route: '/tools/single-allowance?anno=2025&mese=12&isee=15000&figli=2020-03-01' });
    expect(document.querySelector('.allowance__headline')).toHaveTextContent('201,00 €');
    expect(screen.getByText("al mese a dicembre 2025, con l'ISEE indicato")).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Assegno per figlio' })).getByText('1 (5 anni)')).toBeInTheDocument();
    expect(screen.getAllByText(/da confermare/).length).toBeGreaterThan(0);
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the birth dates and the ISEE out of the address', () => {
    renderTool(singleAllowance, SingleAllowancePage, { route: '/tools/single-allowance?anno=2025&mese=12&isee=15000&figli=2020-03-01' });
    expect(window.location.search).not.toContain('2020-03-01');
  });

  it('adds a child, asks for its birth date, and counts it once typed', async () => {
    const { user } = renderTool(singleAllowance, SingleAllowancePage, { route: '/tools/single-allowance?anno=2025&mese=12&isee=10000&figli=2020-03-01' });
    await user.click(screen.getByRole('button', { name: 'Aggiungi un figlio' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci la data di nascita del figlio 2');
    await user.type(screen.getByLabelText('Data di nascita del figlio 2'), '10/05/2012');
    await user.tab();
    expect(document.querySelector('.allowance__headline')).toHaveTextContent('402,00 €');
  });

  it('says what is wrong without a result', async () => {
    const { user } = renderTool(singleAllowance, SingleAllowancePage, { route: '/tools/single-allowance?anno=2025&figli=2020-03-01' });
    await user.clear(screen.getByLabelText('ISEE (€), vuoto se non presentato'));
    await user.type(screen.getByLabelText('ISEE (€), vuoto se non presentato'), 'tanti');
    expect(screen.getByRole('alert')).toHaveTextContent("Inserisci un ISEE valido in euro, o lascia vuoto se non l'hai presentato");
  });
});
