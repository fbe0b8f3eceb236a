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
    expect(screen.getByRole('img', { name: 'Scala del BMI: il tuo valore 23,1 è nella fascia Normopeso, tra 18,5 e 25.' })).toBeInTheDocument();
    expect(screen.getByText(/Per la tua altezza il peso della fascia Normopeso va da/)).toHaveTextContent('da 59,8 kg a 80,8 kg');
  });

  it('brings the result into view and gives it focus after «Calcola BMI», without motion when asked for less', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce'), media: query }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
    const { user } = renderTool(bmiCalculator, BmiCalculatorPage);
    await user.type(screen.getByLabelText('Altezza (cm)'), '180');
    await user.type(screen.getByLabelText('Peso (kg)'), '75');
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    const figure = screen.getByText('23,1');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
    expect(scrollIntoView.mock.contexts[0]).toContainElement(figure);
    expect(document.activeElement).toContainElement(figure);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    Reflect.deleteProperty(window, 'matchMedia');
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

  it('answers a height typed in metres at once, saying to type it in centimetres', async () => {
    const { user } = renderTool(bmiCalculator, BmiCalculatorPage);
    await user.type(screen.getByLabelText('Altezza (cm)'), '1,75');
    await user.type(screen.getByLabelText('Peso (kg)'), '70');
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Sembra un'altezza in metri: inseriscila in centimetri (es. 175)");
    await user.clear(screen.getByLabelText('Altezza (cm)'));
    await user.type(screen.getByLabelText('Altezza (cm)'), '30');
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Altezza troppo bassa: inseriscila in centimetri, tra 50 e 275');
    expect(screen.queryByText(/7\.?\d{3},\d/)).not.toBeInTheDocument();
  });

  it('takes a weight with a thousands-looking dot as Italians read it, and says so', async () => {
    const { user } = renderTool(bmiCalculator, BmiCalculatorPage);
    await user.type(screen.getByLabelText('Altezza (cm)'), '1.750');
    expect(screen.getByText('Letto come 1750: il punto separa le migliaia')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Peso (kg)'), '72,5 kg');
    await user.clear(screen.getByLabelText('Altezza (cm)'));
    await user.type(screen.getByLabelText('Altezza (cm)'), '165');
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    expect(screen.getByText('26,6')).toBeInTheDocument();
  });

  it('shows the result of a link at once, and ignores a bad value in it', () => {
    renderTool(bmiCalculator, BmiCalculatorPage, { route: '/tools/bmi-calculator?altezza=180&peso=75' });
    expect(screen.getByLabelText('Altezza (cm)')).toHaveValue('180');
    expect(screen.getByText('23,1')).toBeInTheDocument();
  });

  it('keeps the defaults for parameters it cannot use, with no error on arrival', () => {
    renderTool(bmiCalculator, BmiCalculatorPage, { route: '/tools/bmi-calculator?altezza=abc&peso=75' });
    expect(screen.getByLabelText('Altezza (cm)')).toHaveValue('');
    expect(screen.getByLabelText('Peso (kg)')).toHaveValue('75');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Inserisci altezza e peso/)).toBeInTheDocument();
  });

  it('offers «Copia link» and a favourite star in the shell', async () => {
    const { user } = renderTool(bmiCalculator, BmiCalculatorPage);
    const star = screen.getByRole('button', { name: 'Aggiungi Calcolatore BMI ai preferiti' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Copia link' })).toBeInTheDocument();
    window.localStorage.clear();
  });
});
