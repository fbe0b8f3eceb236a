import { screen } from '@testing-library/react';
import { renderTool } from '../../test/render';
import { bmiCalculator } from '.';
import BmiCalculatorPage from './BmiCalculatorPage';

describe('BMI calculator page', () => {
  it('links back to the tools grid', () => {
    renderTool(bmiCalculator, BmiCalculatorPage);
    expect(screen.getByRole('link', { name: 'Torna agli strumenti' })).toHaveAttribute('href', '/tools');
  });

  it('shows the BMI to one decimal, its class and advice', async () => {
    const { user } = renderTool(bmiCalculator, BmiCalculatorPage);
    await user.type(screen.getByLabelText('Altezza (cm)'), '180');
    await user.type(screen.getByLabelText('Peso (kg)'), '75');
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    expect(screen.getByText('23,1')).toBeInTheDocument();
    expect(screen.getByText('Normopeso', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText(/rientra nell'intervallo consigliato/)).toBeInTheDocument();
  });

  it('asks for both fields, then rejects a height in metres', async () => {
    const { user } = renderTool(bmiCalculator, BmiCalculatorPage);
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci sia altezza che peso');
    await user.type(screen.getByLabelText('Altezza (cm)'), '350');
    await user.type(screen.getByLabelText('Peso (kg)'), '70');
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Altezza non valida. Inserisci l'altezza in centimetri");
  });
});
