import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { tfrCalculator } from '.';
import TfrPage from './TfrPage';

describe('tfr-calculator page', () => {
  it('opens a link for one year and shows its accrual, in the page', () => {
    const api = fakeApi({});
    renderTool(tfrCalculator, TfrPage, { route: '/tools/tfr-calculator?dal=2025&al=2025&retribuzione=30000&mese=12' });
    expect(screen.getByText('TFR netto stimato, su 2.072,22 € lordi')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'TFR anno per anno' })).toHaveTextContent('2025');
    expect(screen.getByText('Indice FOI presente fino a febbraio 2026.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows each year’s revaluation with ISTAT’s coefficient', () => {
    renderTool(tfrCalculator, TfrPage, { route: '/tools/tfr-calculator?dal=2024&al=2025&retribuzione=30000' });
    expect(screen.getByRole('region', { name: 'TFR anno per anno' })).toHaveTextContent('2,311148%');
    expect(screen.getByText('TFR netto stimato, su 4.184,19 € lordi')).toBeInTheDocument();
  });

  it('says what is wrong without a result', async () => {
    const { user } = renderTool(tfrCalculator, TfrPage);
    await user.clear(screen.getByLabelText('Retribuzione utile annua (€)'));
    await user.type(screen.getByLabelText('Retribuzione utile annua (€)'), 'tanti');
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci una retribuzione annua valida');
  });
});
