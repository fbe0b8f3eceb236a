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

  it('says what is wrong without a result', async () => {
    const { user } = renderTool(liraEuro, LiraEuroPage);
    await user.clear(screen.getByLabelText('Somma in lire'));
    await user.type(screen.getByLabelText('Somma in lire'), 'mille');
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci una somma valida');
  });
});
