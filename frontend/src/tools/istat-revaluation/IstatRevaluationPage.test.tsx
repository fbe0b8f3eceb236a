import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { istatRevaluation } from '.';
import IstatRevaluationPage from './IstatRevaluationPage';
import { revalueIstatForm } from './istat-revaluation.service';

describe('istat-revaluation page', () => {
  it('revalues 1.000 € from December 2024 to December 2025 by 1,1%, in the page', () => {
    const api = fakeApi({});
    renderTool(istatRevaluation, IstatRevaluationPage);
    expect(screen.getByText('1.011,00 €')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('opens a link for a rent at 75% and under the cedolare secca', () => {
    renderTool(istatRevaluation, IstatRevaluationPage, { route: '/tools/istat-revaluation?importo=1000&da=2024-12&a=2025-12&uso=affitto' });
    expect(screen.getByText('1.008,25 €')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stampa' })).toBeInTheDocument();
    expect(revalueIstatForm({ amount: '1000', from: '2024-12', to: '2025-12', use: 'cedolare' })).toMatchObject({ result: { revalued: 1000, blocked: true } });
  });

  it('shows a labour credit with interest on the credit revalued year by year, each step with its rule', () => {
    renderTool(istatRevaluation, IstatRevaluationPage, { route: '/tools/istat-revaluation?importo=10.000&da=2023-01&a=2025-03&uso=lavoro' });
    expect(screen.getByText('11.027,63 €')).toBeInTheDocument();
    expect(screen.getByText('10.260,00 € + 767,63 € di interessi = 11.027,63 €')).toBeInTheDocument();
    expect(screen.getAllByText(/Cass\. SS\.UU\. 4 marzo 2001 n\. 38/)).toHaveLength(3);
  });

  it('says a month before the series in Italian', () => {
    renderTool(istatRevaluation, IstatRevaluationPage, { route: '/tools/istat-revaluation?da=2010-01&a=2025-01' });
    expect(screen.getByRole('alert')).toHaveTextContent("La serie dell'indice FOI qui contenuta parte da dicembre 2015: gennaio 2010 è prima");
    // Nothing to print but the error.
    expect(screen.queryByRole('button', { name: 'Stampa' })).toBeNull();
  });
});
