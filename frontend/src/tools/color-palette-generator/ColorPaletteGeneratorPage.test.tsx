import { act, screen } from '@testing-library/react';
import type { PaletteRequest } from '@orbita/proto-types';
import { fakeApi, heldReply, NETWORK_DOWN } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { colorPaletteGenerator } from '.';
import ColorPaletteGeneratorPage from './ColorPaletteGeneratorPage';

function paletteFor(request: PaletteRequest) {
  const colors = Array.from({ length: request.count }, (_, index) => ({
    name: `Colore ${index + 1}`,
    hex: index === 0 ? `#${request.baseColor}` : `#00000${index}`,
    rgb: { r: 0, g: 0, b: index },
    hsl: { h: 0, s: 0, l: index },
  }));
  return { ...request, colors };
}

const answerFromRequest = { 'POST /api/generate-palette': ({ json }: { json: unknown }) => ({ body: paletteFor(json as PaletteRequest) }) };

describe('colour palette generator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('generates at once from the defaults: #3B82F6, 5 colours', async () => {
    const api = fakeApi(answerFromRequest);
    renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    expect(screen.getByLabelText('Colore base')).toHaveValue('#3B82F6');
    expect(screen.getByLabelText('Numero di colori: 5')).toHaveValue('5');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findAllByRole('button', { name: 'Copia HEX' })).toHaveLength(5);
    expect(api.calls[0]?.json).toEqual({ baseColor: '3B82F6', paletteType: 'complementary', count: 5 });
  });

  it('regenerates when the type changes, keeping only the newest answer', async () => {
    const slow = heldReply();
    const api = fakeApi({
      'POST /api/generate-palette': (call) =>
        (call.json as PaletteRequest).paletteType === 'complementary' ? slow.handler(call) : { body: paletteFor(call.json as PaletteRequest) },
    });
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    await user.selectOptions(screen.getByLabelText('Tipo di palette'), 'triadic');
    await act(() => jest.advanceTimersByTimeAsync(300));
    slow.release({ body: { ...paletteFor({ baseColor: '3B82F6', paletteType: 'complementary', count: 5 }), count: 99 } });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Triadica', { selector: '.result-row__value' })).toBeInTheDocument();
    expect(api.calls.map((call) => (call.json as PaletteRequest).paletteType)).toEqual(['complementary', 'triadic']);
  });

  it('copies a hex and says "Copiato!" for 2 seconds', async () => {
    fakeApi(answerFromRequest);
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    const [first] = await screen.findAllByRole('button', { name: 'Copia HEX' });
    await user.click(first!);
    expect(await navigator.clipboard.readText()).toBe('#3B82F6');
    expect(await screen.findByRole('button', { name: 'Copiato!' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('button', { name: 'Copiato!' })).not.toBeInTheDocument();
  });

  it('asks for a base colour, names a malformed one by its label without asking the server, and shows service and network errors', async () => {
    const api = fakeApi({ 'POST /api/generate-palette': { status: 400, body: { error: 'Colore non valido: usa il formato #RRGGBB', code: 'X' } } });
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Colore base'));
    expect(screen.getByRole('alert')).toHaveTextContent('Seleziona un colore base');
    await user.type(screen.getByLabelText('Colore base'), 'zzz');
    expect(screen.getByRole('alert')).toHaveTextContent('Il campo «Colore base» deve essere un colore esadecimale di 6 cifre, con o senza #, come #3B82F6');
    expect(screen.getByRole('alert')).not.toHaveTextContent('baseColor');
    expect(api.calls.map((call) => (call.json as { baseColor: string }).baseColor)).toEqual(['3B82F6']);
    await user.clear(screen.getByLabelText('Colore base'));
    await user.type(screen.getByLabelText('Colore base'), '123456');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('alert')).toHaveTextContent('Colore non valido: usa il formato #RRGGBB');
    fakeApi({ 'POST /api/generate-palette': NETWORK_DOWN });
    await user.click(screen.getByRole('button', { name: /Rosso/ }));
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di connessione. Riprova.');
  });

  it('rates white and black text on each colour, and exports the palette as code to copy or download', async () => {
    fakeApi(answerFromRequest);
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:palette', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect((await screen.findAllByText('Testo bianco: 21,0:1 · AAA')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Testo nero: 1,0:1 · Insufficiente').length).toBeGreaterThan(0);

    expect(screen.getByLabelText('Palette in formato CSS')).toHaveTextContent('--palette-1: #3B82F6; /* Colore 1 */');
    await user.click(screen.getByRole('button', { name: 'JSON' }));
    await user.click(screen.getByRole('button', { name: 'Copia JSON' }));
    expect(JSON.parse(await navigator.clipboard.readText()).colors).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Scarica palette.json' }));
    expect(saved).toEqual(['palette.json']);
    click.mockRestore();
  });
});
