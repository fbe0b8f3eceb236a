import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { liraEuro } from '.';
import LiraEuroPage from './LiraEuroPage';

describe('lira-euro page', () => {
  it('turns the default million lire into 516,46 € on arrival, in the page', () => {
    const api = fakeApi({});
    renderTool(liraEuro, LiraEuroPage);
    expect(screen.getByText('516,46 €')).toBeInTheDocument();
    expect(screen.getByText('1.000.000 lire / 1.936,27 = 516,46 €')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('opens a link in euro and converts to lire', () => {
    renderTool(liraEuro, LiraEuroPage, { route: '/tools/lira-euro?importo=100&da=euro' });
    expect(screen.getByText('193.627 lire')).toBeInTheDocument();
  });

  it('gives a lira of 1861 in euro of 2008 by ISTAT\'s coefficient, and says when a pair of years is not held', () => {
    const { unmount } = renderTool(liraEuro, LiraEuroPage, { route: '/tools/lira-euro?importo=1&da=lire&anno=1861&in=2008' });
    expect(screen.getByText('4,40 €')).toBeInTheDocument();
    expect(screen.getByText('1 lire × 8513,9146 = 8.513,91 lire')).toBeInTheDocument();
    // Read on the newspaper's reprint of ISTAT's table: the source without «da confermare».
    expect(screen.getByText(/^Tavola Istat in valori del 2008\. Fonte/, { selector: 'p' })).not.toHaveTextContent('da confermare');
    unmount();
    renderTool(liraEuro, LiraEuroPage, { route: '/tools/lira-euro?importo=1000&da=lire&anno=1950&in=2024' });
    expect(screen.getByRole('alert')).toHaveTextContent('Il coefficiente ISTAT per tradurre valori del 1950 in valori del 2024 non è tra i dati confermati');
  });

  it('compares two years of one ISTAT table by the ratio of their coefficients, marked «da confermare»', () => {
    renderTool(liraEuro, LiraEuroPage, { route: '/tools/lira-euro?importo=1000000&da=lire&anno=1993&in=1996' });
    expect(screen.getByText('1.137.500 lire', { selector: '.lira__headline' })).toBeInTheDocument();
    expect(screen.getByText('1.000.000 lire × 1,911 / 1,680 = 1.137.500 lire')).toBeInTheDocument();
    expect(screen.getByText(/^Tavola Istat in valori del 2023\. Fonte/, { selector: 'p' })).toHaveTextContent('(da confermare)');
  });

  it('says what is wrong without a result', async () => {
    const { user } = renderTool(liraEuro, LiraEuroPage);
    await user.clear(screen.getByLabelText('Somma in lire'));
    await user.type(screen.getByLabelText('Somma in lire'), 'mille');
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci una somma valida');
  });
});
