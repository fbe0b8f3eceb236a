import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { ageCalculator } from '.';
import AgeCalculatorPage from './AgeCalculatorPage';

describe('age calculator page', () => {
  it('gives the age of the dates in the address in the page, asking nothing of the server', () => {
    const api = fakeApi({});
    renderTool(ageCalculator, AgeCalculatorPage, { route: '/tools/age-calculator?nascita=1990-06-16&al=2026-06-15' });
    expect(screen.getByText('35', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Età esatta: 35 anni, 11 mesi e 30 giorni/)).toBeInTheDocument();
    expect(screen.getByText('martedì 16 giugno 2026')).toBeInTheDocument();
    expect(screen.getByText('13.148 giorni vissuti.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('answers a new birth date at once, and explains a birthday on 29 February', () => {
    renderTool(ageCalculator, AgeCalculatorPage, { route: '/tools/age-calculator?nascita=1990-06-16&al=2026-02-28' });
    fireEvent.change(screen.getByLabelText('Data di nascita'), { target: { value: '2008-02-29' } });
    expect(screen.getByText('Buon compleanno! Oggi compie 18 anni.')).toBeInTheDocument();
    expect(screen.getByText(/Nato il 29 febbraio/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Data di nascita'), { target: { value: '2027-01-01' } });
    expect(screen.getByText('La data «Alla data» deve essere uguale o successiva alla «Data di nascita»')).toBeInTheDocument();
  });
});
