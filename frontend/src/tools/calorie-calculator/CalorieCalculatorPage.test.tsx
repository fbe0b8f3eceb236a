import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { calorieCalculator } from '.';
import CalorieCalculatorPage from './CalorieCalculatorPage';

async function fillAndSubmit(user: ReturnType<typeof renderTool>['user']) {
  await user.type(screen.getByLabelText('Età (anni) *'), '30');
  await user.type(screen.getByLabelText('Peso (kg) *'), '72,5');
  await user.type(screen.getByLabelText('Altezza (cm) *'), '178');
  await user.selectOptions(screen.getByLabelText('Obiettivo'), 'lose');
  await user.click(screen.getByRole('button', { name: 'Calcola fabbisogno' }));
}

describe('calorie calculator page', () => {
  it('has the defaults of the spec', () => {
    renderTool(calorieCalculator, CalorieCalculatorPage);
    expect(screen.getByLabelText('Sesso')).toHaveValue('male');
    expect(screen.getByLabelText('Livello di attività')).toHaveValue('moderately');
    expect(screen.getByLabelText('Obiettivo')).toHaveValue('maintain');
  });

  it('works the form out in the page and shows calories, BMR, TDEE, macronutrients and the recommendation, with no request', async () => {
    const api = fakeApi({});
    const { user } = renderTool(calorieCalculator, CalorieCalculatorPage);
    await fillAndSubmit(user);
    // Mifflin–St Jeor: 10 × 72,5 + 6,25 × 178 − 5 × 30 + 5 = 1.692,5; × 1,55 = 2.623; 500 less to lose weight.
    expect(screen.getByText(/2.123/, { selector: '.result-figure' })).toBeInTheDocument();
    expect(screen.getByText('1.693 kcal')).toBeInTheDocument();
    expect(screen.getByText('2.623 kcal')).toBeInTheDocument();
    expect(screen.getByText('159 g')).toBeInTheDocument();
    expect(screen.getByText(/Per perdere peso punta a 2.123 kcal/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('follows each change once asked: a refused age shows its sentence and no result computed from other figures', async () => {
    const { user } = renderTool(calorieCalculator, CalorieCalculatorPage);
    await fillAndSubmit(user);
    const age = screen.getByLabelText('Età (anni) *');
    await user.clear(age);
    await user.type(age, '12');
    expect(screen.getByRole('alert')).toHaveTextContent('Il campo «Età (anni)» deve essere tra 15 e 100');
    expect(screen.queryByText(/kcal/, { selector: '.result-figure' })).not.toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '40');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/2.046/, { selector: '.result-figure' })).toBeInTheDocument();
  });

  it('asks for the required fields without calling the service', async () => {
    const api = fakeApi({});
    const { user } = renderTool(calorieCalculator, CalorieCalculatorPage);
    await user.click(screen.getByRole('button', { name: 'Calcola fabbisogno' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Compila tutti i campi obbligatori');
    expect(api.calls).toHaveLength(0);
  });
});
