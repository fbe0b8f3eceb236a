import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, heldReply, NETWORK_DOWN, type FakeRoutes } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { foodAnalyzer } from '.';
import FoodAnalyzerPage from './FoodAnalyzerPage';

const AVAILABLE = { available: true, model: 'gpt-4o-mini', provider: 'OpenAI', maxBytes: 10 * 1024 * 1024 };
const ANALYSIS = {
  ingredients: ['pasta', 'pomodoro', 'basilico'],
  calories: 520,
  protein: 14.5,
  carbs: 88,
  fat: 11,
  confidence: 0.876,
  model: 'gpt-4o-mini',
};

const photo = () => new File(['jpeg bytes'], 'piatto.jpg', { type: 'image/jpeg' });

function setup(routes: FakeRoutes) {
  const api = fakeApi({ 'GET /api/analyze-food/status': { body: AVAILABLE }, ...routes });
  return { api, ...renderTool(foodAnalyzer, FoodAnalyzerPage) };
}

describe('food analyzer page', () => {
  beforeEach(() => window.localStorage.clear());

  it('names the model that does the analysis', async () => {
    setup({});
    expect(await screen.findByText('gpt-4o-mini')).toBeInTheDocument();
    expect(screen.getByText(/di OpenAI/)).toBeInTheDocument();
  });

  it('asks for an image first, then refuses a file that is not an image', async () => {
    const { user } = setup({});
    await user.click(screen.getByRole('button', { name: 'Analizza' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Seleziona prima un'immagine");
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    // The picker's accept filter can be bypassed (e.g. "All files"), so the page checks the type itself.
    fireEvent.change(screen.getByLabelText("Scegli un'immagine"), { target: { files: [text] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Seleziona un file immagine valido');
  });

  it('sends the picked image and shows ingredients, nutrients and confidence as a rounded percentage', async () => {
    const held = heldReply();
    const { api, user } = setup({ 'POST /api/analyze-food': held.handler });
    await user.upload(screen.getByLabelText("Scegli un'immagine"), photo());
    expect(screen.getByRole('img', { name: "Anteprima dell'immagine scelta" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analizza' }));
    expect(screen.getByRole('button', { name: 'Analisi in corso…' })).toBeDisabled();
    held.release({ body: ANALYSIS });
    expect(await screen.findByText('88%')).toBeInTheDocument();
    expect(screen.getByText('pomodoro')).toBeInTheDocument();
    expect(screen.getByText('14,5 g')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Macronutrienti stimati della porzione: proteine 14,5 g \(\d+%\)/ })).toBeInTheDocument();
    expect(screen.getByText(/520/, { selector: '.result-figure' })).toBeInTheDocument();
    const sent = api.callsTo('POST /api/analyze-food')[0]?.formData?.get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('piatto.jpg');
  });

  it('takes a dropped image and clears it with the remove button', async () => {
    const { user } = setup({});
    const dropzone = screen.getByTestId('dropzone');
    fireEvent.drop(dropzone, { dataTransfer: { files: [photo()] } });
    expect(screen.getByText('piatto.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rimuovi' }));
    expect(screen.queryByText('piatto.jpg')).not.toBeInTheDocument();
    expect(screen.getByLabelText("Scegli un'immagine")).toBeInTheDocument();
  });

  it("shows the service's message, 'Errore {status}: {statusText}' without one, and the network text", async () => {
    const { user, api } = setup({
      'POST /api/analyze-food': { status: 503, body: { error: "L'analisi delle immagini non è configurata su questo server", code: 'X' } },
    });
    await user.upload(screen.getByLabelText("Scegli un'immagine"), photo());
    await user.click(screen.getByRole('button', { name: 'Analizza' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'analisi delle immagini non è configurata");
    expect(api.calls).toHaveLength(2);

    fakeApi({ 'POST /api/analyze-food': { status: 502, statusText: 'Bad Gateway' } });
    await user.click(screen.getByRole('button', { name: 'Analizza' }));
    expect(await screen.findByText('Errore 502: Bad Gateway')).toBeInTheDocument();

    fakeApi({ 'POST /api/analyze-food': NETWORK_DOWN });
    await user.click(screen.getByRole('button', { name: 'Analizza' }));
    expect(await screen.findByText("Errore durante l'analisi. Riprova più tardi.")).toBeInTheDocument();
  });

  it('says clearly when analysis is not available and disables the action', async () => {
    fakeApi({ 'GET /api/analyze-food/status': { body: { available: false, model: null, provider: null, maxBytes: 1 } } });
    renderTool(foodAnalyzer, FoodAnalyzerPage);
    expect(await screen.findByText(/non è disponibile al momento/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analisi non disponibile' })).toBeDisabled();
  });

  it('tells one story when no model is configured, before any photo is chosen: notice, upload, button and result box', async () => {
    fakeApi({ 'GET /api/analyze-food/status': { body: { available: false, model: null, provider: null, maxBytes: 10_000_000 } } });
    renderTool(foodAnalyzer, FoodAnalyzerPage);
    expect(screen.getByRole('status')).toHaveTextContent("Verifico se l'analisi delle foto è disponibile");
    expect(await screen.findByText(/non è disponibile su questo server/)).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText("Scegli un'immagine")).not.toBeInTheDocument();
    expect(screen.getByText("Non puoi caricare foto finché l'analisi non torna disponibile.")).toBeInTheDocument();
    fireEvent.paste(document, { clipboardData: { items: [{ kind: 'file', type: 'image/png', getAsFile: () => photo() }] } });
    expect(screen.queryByRole('img', { name: "Anteprima dell'immagine scelta" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analisi non disponibile' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Analizza' })).not.toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Risultato' });
    expect(result).not.toHaveTextContent('premi «Analizza»');
    expect(result).toHaveTextContent(/non è disponibile/);
    // Operator instructions are in the service's log and docs/OPERATIONS.md, not on the visitors' page.
    expect(document.body).not.toHaveTextContent(/OPENAI|OPERATIONS|ai-vision/);
  });

  it('offers the phone\'s camera directly', async () => {
    setup({});
    await screen.findByText('gpt-4o-mini');
    expect(screen.getByLabelText('Scatta una foto')).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Scatta una foto')).toHaveAttribute('accept', 'image/*');
  });

  it('takes an image pasted on the page, and ignores pasted text', async () => {
    setup({});
    await screen.findByText('gpt-4o-mini');
    fireEvent.paste(document, { clipboardData: { items: [{ kind: 'string', type: 'text/plain', getAsFile: () => null }] } });
    expect(screen.queryByRole('img', { name: "Anteprima dell'immagine scelta" })).not.toBeInTheDocument();
    fireEvent.paste(document, { clipboardData: { items: [{ kind: 'file', type: 'image/png', getAsFile: () => photo() }] } });
    expect(await screen.findByRole('img', { name: "Anteprima dell'immagine scelta" })).toBeInTheDocument();
  });

  it('keeps the last analyses in the browser, shows one again and forgets them on request', async () => {
    const { user, unmount } = setup({ 'POST /api/analyze-food': { body: ANALYSIS } });
    await user.upload(screen.getByLabelText("Scegli un'immagine"), photo());
    await user.click(screen.getByRole('button', { name: 'Analizza' }));
    expect(await screen.findByRole('heading', { name: 'Analisi recenti' })).toBeInTheDocument();
    unmount();

    const { user: again } = setup({});
    await screen.findByText('gpt-4o-mini');
    expect(screen.getByText(/pasta, pomodoro, basilico/)).toBeInTheDocument();
    expect(screen.queryByText(/520/, { selector: '.result-figure' })).not.toBeInTheDocument();
    await again.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(screen.getByText(/520/, { selector: '.result-figure' })).toBeInTheDocument();
    await again.click(screen.getByRole('button', { name: 'Cancella le analisi recenti' }));
    expect(screen.queryByRole('heading', { name: 'Analisi recenti' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('orbita.food.history')).toBeNull();
  });
});
