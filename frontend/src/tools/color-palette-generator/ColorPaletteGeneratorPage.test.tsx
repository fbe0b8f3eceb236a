import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { colorPaletteGenerator } from '.';
import ColorPaletteGeneratorPage from './ColorPaletteGeneratorPage';

const summary = (label: string) => screen.getByText(label, { selector: '.result-row__label' }).nextElementSibling;

describe('colour palette generator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the palette of the defaults in its first render, #3B82F6 and 5 colours, without asking the server', () => {
    const api = fakeApi({});
    renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    expect(screen.getByLabelText('Colore base')).toHaveValue('#3B82F6');
    expect(screen.getByLabelText('Numero di colori: 5')).toHaveValue('5');
    expect(screen.getAllByRole('button', { name: 'Copia HEX' })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Copia #3B82F6' })).toBeInTheDocument();
    expect(summary('Tipo')).toHaveTextContent('Complementare');
    expect(screen.queryByText('Generazione della palette…')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('follows every change of colour, type and count in the same render, with no request at all', async () => {
    const api = fakeApi({});
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    const field = screen.getByLabelText('Colore base');
    await user.clear(field);
    await user.type(field, '#10B98');
    expect(screen.getByRole('alert')).toHaveTextContent('Il campo «Colore base» deve essere un colore esadecimale di 6 cifre');
    await user.type(field, '1');
    expect(summary('Colore base')).toHaveTextContent('#10B981');
    // The complementary of #10B981 is its hue turned by 180°, at the same saturation and lightness.
    expect(screen.getAllByRole('button', { name: /^Copia #/ }).map((swatch) => swatch.getAttribute('aria-label'))).toContain('Copia #B91048');
    await user.selectOptions(screen.getByLabelText('Tipo di palette'), 'triadic');
    expect(summary('Tipo')).toHaveTextContent('Triadica');
    await user.click(screen.getByRole('button', { name: /Rosso/ }));
    expect(summary('Colore base')).toHaveTextContent('#EF4444');
    expect(api.calls).toHaveLength(0);
  });

  it('keeps a random palette while the page renders again for something else, and draws one of the new count when it changes', async () => {
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    await user.selectOptions(screen.getByLabelText('Tipo di palette'), 'random');
    const hexes = () => screen.getAllByRole('button', { name: /^Copia #/ }).map((swatch) => swatch.getAttribute('aria-label'));
    const first = hexes();
    expect(first).toHaveLength(5);
    expect(first[0]).toBe('Copia #3B82F6');
    await user.click(screen.getAllByRole('button', { name: 'Copia HEX' })[0]!);
    expect(hexes()).toEqual(first);
    fireEvent.change(screen.getByLabelText('Numero di colori: 5'), { target: { value: '7' } });
    expect(hexes()).toHaveLength(7);
    expect(hexes()[0]).toBe('Copia #3B82F6');
  });

  it('copies a hex and says "Copiato!" for 2 seconds', async () => {
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    const [first] = screen.getAllByRole('button', { name: 'Copia HEX' });
    await user.click(first!);
    expect(await navigator.clipboard.readText()).toBe('#3B82F6');
    expect(await screen.findByRole('button', { name: 'Copiato!' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('button', { name: 'Copiato!' })).not.toBeInTheDocument();
  });

  it('asks for a base colour and names a malformed one by its label, never by the API field', async () => {
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Colore base'));
    expect(screen.getByRole('alert')).toHaveTextContent('Seleziona un colore base');
    expect(screen.queryByRole('button', { name: 'Copia HEX' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Colore base'), 'zzz');
    expect(screen.getByRole('alert')).toHaveTextContent('Il campo «Colore base» deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #3B82F6');
    expect(screen.getByRole('alert')).not.toHaveTextContent('baseColor');
  });

  it('rates white and black text on each colour, and exports the palette as code to copy or download', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:palette', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderTool(colorPaletteGenerator, ColorPaletteGeneratorPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Colore base'));
    await user.type(screen.getByLabelText('Colore base'), '#000000');
    const first = screen.getAllByRole('listitem').find((item) => item.classList.contains('palette__detail'))!;
    expect(within(first).getByText('Testo bianco: 21,0:1 · AAA')).toBeInTheDocument();
    expect(within(first).getByText('Testo nero: 1,0:1 · Insufficiente')).toBeInTheDocument();

    expect(screen.getByLabelText('Palette in formato CSS')).toHaveTextContent('--palette-1: #000000; /* Nero */');
    await user.click(screen.getByRole('button', { name: 'JSON' }));
    await user.click(screen.getByRole('button', { name: 'Copia JSON' }));
    expect(JSON.parse(await navigator.clipboard.readText()).colors).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Scarica palette.json' }));
    expect(saved).toEqual(['palette.json']);
    click.mockRestore();
  });
});
