import type { Page } from 'playwright-core';
import { platePhoto } from '../support/images.js';
import { MODEL } from '../support/outside-world.js';
import { expectEqual, see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';

/** Drops a file on the drop zone the way a browser does: a drop event carrying a DataTransfer. */
async function dropPhoto(page: Page, name: string, bytes: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([data], fileName, { type: 'image/png' }));
      return dataTransfer;
    },
    { base64: bytes.toString('base64'), fileName: name },
  );
  await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer: transfer });
}

export function describeFoodAnalyzer(suite: Suite): void {
  it('food analyzer: a dropped photo is analysed by the model and its estimate shown', async () => {
    const { page } = await suite.visit('/tools/food-analyzer');
    await see(page, page.locator('.food__attribution').filter({ hasText: MODEL }), `the credit to the model ${MODEL}`);
    const callsBefore = suite.outside().modelCalls.length;

    await dropPhoto(page, 'piatto.png', platePhoto());
    await see(page, page.getByRole('img', { name: "Anteprima dell'immagine scelta" }), 'the preview of the dropped photo');
    await page.getByRole('button', { name: 'Rimuovi' }).click();
    await seeText(page, 'Trascina qui la foto del tuo piatto', 'the empty drop zone after Rimuovi');

    await dropPhoto(page, 'piatto.png', platePhoto());
    await page.getByRole('button', { name: 'Analizza', exact: true }).click();
    await seeText(page, '520 kcal', 'the estimated calories');
    for (const text of ['15,3 g', '88 g', '10 g', 'pasta', 'pomodoro', 'basilico']) await seeText(page, text);
    await seeText(page, 'Affidabilità della stima: 83%', 'the confidence as a rounded percentage');
    await see(page, page.getByRole('img', { name: /proteine 15,3 g \(\d+%\), carboidrati 88 g \(\d+%\), grassi 10 g \(\d+%\) delle kilocalorie\.$/ }), 'the macronutrient ring of the dish');
    await suite.screenshot(page, 'food-analyzer-result');

    const calls = suite.outside().modelCalls.slice(callsBefore);
    await expectEqual(page, calls.length, 1, 'the number of calls to the model');
    await expectEqual(page, calls[0]!.authorization, 'Bearer sk-e2e-stand-in', 'the key sent to the model');
    await expectEqual(page, JSON.stringify(calls[0]!.body).includes('data:image/jpeg;base64,'), true, 'a JPEG sent to the model');
  });

  it('food analyzer: asks for a photo first, refuses a file that is not an image, and so does the service', async () => {
    const { page, watch } = await suite.visit('/tools/food-analyzer');
    watch.expect((response) => response.url().endsWith('/api/analyze-food') && response.status() === 415);
    await see(page, page.locator('.food__attribution'), 'the credit to the model');
    const callsBefore = suite.outside().modelCalls.length;
    await page.getByRole('button', { name: 'Analizza', exact: true }).click();
    await seeMessage(page, "Seleziona prima un'immagine");
    const picker = page.getByLabel("Scegli un'immagine");
    await picker.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('non è una foto') });
    await seeMessage(page, 'Seleziona un file immagine valido');

    // Declared as a PNG, so the page lets it through; the service reads its bytes and refuses it.
    await picker.setInputFiles({ name: 'finta.png', mimeType: 'image/png', buffer: Buffer.from('non sono una foto') });
    await see(page, page.getByText('finta.png'), 'the chosen file name');
    await page.getByRole('button', { name: 'Analizza', exact: true }).click();
    await seeMessage(page, 'Seleziona un file immagine valido');
    await expectEqual(page, suite.outside().modelCalls.length, callsBefore, 'the number of calls to the model');
  });
}

function describeBmi(suite: Suite): void {
  it('BMI: 175 cm and 70 kg give 22,9, Normopeso, with advice', async () => {
    const { page } = await suite.visit('/tools/bmi-calculator');
    await page.getByLabel('Altezza (cm)').fill('175');
    await page.getByLabel('Peso (kg)').fill('70');
    await page.getByRole('button', { name: 'Calcola BMI' }).click();
    await see(page, page.locator('.result-figure', { hasText: '22,9' }), 'the BMI 22,9');
    await see(page, page.locator('.badge', { hasText: 'Normopeso' }), 'the class Normopeso');
    await see(page, page.getByRole('img', { name: 'Scala del BMI: il tuo valore 22,9 è nella fascia Normopeso, tra 18,5 e 25.' }), 'the BMI scale with its marker');
    await seeText(page, 'Per la tua altezza il peso della fascia Normopeso va da 56,6 kg a 76,4 kg.');
    await suite.screenshot(page, 'bmi-calculator-scale');
  });

  it('BMI: empty fields and an impossible height get the spec messages', async () => {
    const { page } = await suite.visit('/tools/bmi-calculator');
    await page.getByRole('button', { name: 'Calcola BMI' }).click();
    await seeMessage(page, 'Inserisci sia altezza che peso');
    await page.getByLabel('Altezza (cm)').fill('350');
    await page.getByLabel('Peso (kg)').fill('70');
    await page.getByRole('button', { name: 'Calcola BMI' }).click();
    await seeMessage(page, "Altezza non valida. Inserisci l'altezza in centimetri");
  });
}

function describeCalories(suite: Suite): void {
  it('calories: a 30-year-old man, 70 kg, 175 cm, moderately active, maintaining, needs 2.556 kcal', async () => {
    const { page } = await suite.visit('/tools/calorie-calculator');
    await page.getByLabel('Età (anni)').fill('30');
    await page.getByLabel('Sesso').selectOption('male');
    await page.getByLabel('Peso (kg)').fill('70');
    await page.getByLabel('Altezza (cm)').fill('175');
    await page.getByLabel('Livello di attività').selectOption('moderately');
    await page.getByLabel('Obiettivo').selectOption('maintain');
    await page.getByRole('button', { name: 'Calcola fabbisogno' }).click();
    await see(page, page.locator('.result-figure', { hasText: '2.556 kcal/giorno' }), 'the target 2.556 kcal/giorno');
    await see(page, page.locator('.result-row', { hasText: 'Metabolismo basale (BMR)' }).filter({ hasText: '1.649 kcal' }), 'a BMR of 1.649 kcal');
    for (const grams of ['160 g', '319 g', '71 g']) await seeText(page, grams, `the macronutrient ${grams}`);
    await see(page, page.getByRole('img', { name: /^Macronutrienti.*: proteine 160 g \(25%\), carboidrati 319 g \(50%\), grassi 71 g \(25%\) delle kilocalorie\.$/ }), 'the macronutrient ring and its words');
    await see(page, page.locator('.calorie__recommendation'), 'the recommendation');
    await suite.screenshot(page, 'calorie-calculator-result');
  });

  it('calories: missing age, weight and height get "Compila tutti i campi obbligatori"', async () => {
    const { page } = await suite.visit('/tools/calorie-calculator');
    await page.getByRole('button', { name: 'Calcola fabbisogno' }).click();
    await seeMessage(page, 'Compila tutti i campi obbligatori');
  });
}

function describePomodoro(suite: Suite): void {
  const clock = (page: Page) => page.getByRole('timer');

  it('pomodoro: 25:00 of work, then a short break with one session completed', async () => {
    const { page } = await suite.visit('/tools/pomodoro-timer', { pausedClock: true });
    await see(page, clock(page).filter({ hasText: '25:00' }), 'the clock at 25:00');
    await page.getByRole('button', { name: 'Avvia' }).click();
    await page.clock.runFor(3_000);
    await see(page, clock(page).filter({ hasText: '24:57' }), 'the clock at 24:57 after three seconds');
    // The title follows the clock from an effect, after the digits are painted.
    await waitUntil(page, async () => (await page.title()) === '24:57 · Lavoro · Orbita', 'the countdown 24:57 in the tab title');
    await page.getByRole('button', { name: 'Pausa' }).click();
    await page.clock.runFor(5_000);
    await see(page, clock(page).filter({ hasText: '24:57' }), 'the clock still at 24:57 while paused');
    await page.getByRole('button', { name: 'Avvia' }).click();
    await page.clock.runFor('24:58');
    await see(page, page.locator('.pomodoro__phase', { hasText: 'Pausa breve' }), 'the short break');
    await seeText(page, 'Sessioni completate: 1');
    await page.getByRole('button', { name: 'Salta' }).click();
    await see(page, page.locator('.pomodoro__phase', { hasText: 'Lavoro' }), 'work again after Salta');
  });

  it('pomodoro: lengths chosen by the visitor last a reload; Space, S and R drive it from the keyboard', async () => {
    const { page } = await suite.visit('/tools/pomodoro-timer');
    await page.getByLabel('Lavoro', { exact: true }).fill('50');
    await page.getByLabel('Sessioni prima della pausa lunga').fill('2');
    await see(page, clock(page).filter({ hasText: '50:00' }), 'the clock at the chosen 50:00');
    await page.reload();
    await see(page, clock(page).filter({ hasText: '50:00' }), 'the chosen length after a reload');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await see(page, page.getByRole('button', { name: 'Pausa' }), 'the timer running after Space');
    await page.keyboard.press('s');
    await see(page, page.locator('.pomodoro__phase', { hasText: 'Pausa breve' }), 'the short break after S');
    await page.keyboard.press('r');
    await see(page, clock(page).filter({ hasText: '50:00' }), 'back to 50:00 after R');
    await suite.screenshot(page, 'pomodoro-settings');
  });

  it('pomodoro: Reimposta in the middle of a session goes back to 25:00 with none completed', async () => {
    const { page } = await suite.visit('/tools/pomodoro-timer', { pausedClock: true });
    await page.getByRole('button', { name: 'Avvia' }).click();
    await page.getByRole('button', { name: 'Salta' }).click();
    await see(page, page.locator('.pomodoro__phase', { hasText: 'Pausa breve' }), 'the short break after Salta');
    await page.getByRole('button', { name: 'Reimposta' }).click();
    await see(page, clock(page).filter({ hasText: '25:00' }), 'the clock back at 25:00');
    await see(page, page.locator('.pomodoro__phase', { hasText: 'Lavoro' }), 'the work phase');
    await seeText(page, 'Sessioni completate: 0');
  });
}

export function describeHealthTools(suite: Suite): void {
  describe('health and productivity tools', () => {
    describeFoodAnalyzer(suite);
    describeBmi(suite);
    describeCalories(suite);
    describePomodoro(suite);
  });
}
