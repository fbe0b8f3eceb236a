import { screen } from '@testing-library/react';
import { fakeApi, NETWORK_DOWN } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { calorieCalculator } from '.';
import CalorieCalculatorPage from './CalorieCalculatorPage';

const ANSWER = {
  targetCalories: 2450,
  bmr: 1700,
  tdee: 2635,
  macronutrients: { protein: 150, carbs: 280, fat: 80 },
  recommendation: 'Mantieni un leggero deficit calorico.',
};

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

  it('sends the form and shows calories, BMR, TDEE, macronutrients and the recommendation', async () => {
    const api = fakeApi({ 'POST /api/calculate-calories': { body: ANSWER } });
    const { user } = renderTool(calorieCalculator, CalorieCalculatorPage);
    await fillAndSubmit(user);
    expect(await screen.findByText(/2.450/, { selector: '.result-figure' })).toBeInTheDocument();
    expect(screen.getByText('1.700 kcal')).toBeInTheDocument();
    expect(screen.getByText('2.635 kcal')).toBeInTheDocument();
    expect(screen.getByText('150 g')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Macronutrienti consigliati al giorno: proteine 150 g (25%), carboidrati 280 g (46%), grassi 80 g (29%) delle kilocalorie.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(ANSWER.recommendation)).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({
      age: 30,
      gender: 'male',
      weight: 72.5,
      height: 178,
      activityLevel: 'moderately',
      goal: 'lose',
    });
  });

  it('asks for the required fields without calling the service', async () => {
    const api = fakeApi({});
    const { user } = renderTool(calorieCalculator, CalorieCalculatorPage);
    await user.click(screen.getByRole('button', { name: 'Calcola fabbisogno' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Compila tutti i campi obbligatori');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the service's message, its fallback, or the network message", async () => {
    fakeApi({ 'POST /api/calculate-calories': { status: 400, body: { error: "L'età deve essere tra 15 e 100 anni", code: 'X' } } });
    const { user } = renderTool(calorieCalculator, CalorieCalculatorPage);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent("L'età deve essere tra 15 e 100 anni");

    fakeApi({ 'POST /api/calculate-calories': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Calcola fabbisogno' }));
    expect(await screen.findByText('Errore durante il calcolo')).toBeInTheDocument();

    fakeApi({ 'POST /api/calculate-calories': NETWORK_DOWN });
    await user.click(screen.getByRole('button', { name: 'Calcola fabbisogno' }));
    expect(await screen.findByText('Errore durante il calcolo. Riprova più tardi.')).toBeInTheDocument();
  });
});
