import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { splitParts } from '../../test/split-layout';
import { qrCodeGenerator } from '.';
import QrCodeGeneratorPage from './QrCodeGeneratorPage';

/** The PNG of the image shown: its width and height, read from its header. */
function pngSize(image: HTMLElement): [number, number] {
  const source = image.getAttribute('src') ?? '';
  expect(source).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  const bytes = Uint8Array.from(atob(source.slice('data:image/png;base64,'.length)), (character) => character.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('QR code generator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('puts the result right after the content, before the examples and the look settings, so a phone shows it under the field', async () => {
    fakeApi({});
    renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    const [content, result, look] = [
      screen.getByRole('region', { name: 'Impostazioni del QR Code' }),
      screen.getByRole('region', { name: 'Il tuo QR Code' }),
      screen.getByRole('region', { name: 'Aspetto' }),
    ];
    expect(content).toContainElement(screen.getByLabelText('Testo o link da codificare'));
    expect(look).toContainElement(screen.getByLabelText('Correzione degli errori'));
    const parts = splitParts();
    expect(parts.inputs).toContainElement(content);
    expect(parts.result).toContainElement(result);
    expect(parts.more).toContainElement(look);
    expect(parts.more).toContainElement(screen.getByRole('button', { name: 'Sito web' }));
  });

  it('draws the defaults in the page, with no request, and shows the image at most 300 px wide with its details', async () => {
    const api = fakeApi({});
    renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    const image = screen.getByRole('img', { name: 'QR Code che contiene: https://www.example.com' });
    expect(image).toHaveStyle({ maxWidth: '300px' });
    expect(pngSize(image)).toEqual([300, 300]);
    expect(screen.getByText('300 × 300 px')).toBeInTheDocument();
    expect(screen.getByText('M – Medio (15%)', { selector: '.result-row__value' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(api.calls).toEqual([]);
  });

  it('redraws at each keystroke, quick example and colour preset in the same frame: never an old image under the new text, never a request', async () => {
    const api = fakeApi({});
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    const field = screen.getByLabelText('Testo o link da codificare');
    await user.type(field, 'ab');
    const image = screen.getByRole('img', { name: 'QR Code che contiene: https://www.example.comab' });
    expect(image.closest('section')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Generazione del QR Code…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Telefono' }));
    await user.click(screen.getByRole('button', { name: 'Blu' }));
    expect(screen.getByRole('img', { name: 'QR Code che contiene: tel:+390612345678' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('downloads qrcode-{timestamp}.png and copies the full download URL for 2 seconds', async () => {
    fakeApi({});
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    const download = await screen.findByRole('button', { name: 'Scarica PNG' });
    jest.setSystemTime(new Date('2025-01-15T10:00:05Z'));
    await user.click(download);
    expect(clicked).toEqual([`qrcode-${Date.parse('2025-01-15T10:00:05Z')}.png`]);
    await user.click(screen.getByRole('button', { name: 'Copia URL' }));
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost/api/generate-qr/download?text=https%3A%2F%2Fwww.example.com&size=300&color=000000&backgroundColor=FFFFFF&errorCorrectionLevel=M',
    );
    expect(await screen.findByRole('button', { name: 'URL copiato!' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Copia URL' })).toBeInTheDocument();
  });

  it('asks for text when the content is blank, and says the service\'s refusal of colours too alike, without asking it', async () => {
    const api = fakeApi({});
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true, route: '/tools/qr-code-generator?colore=FFFF00' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^I campi «Colore del QR» e «Colore di sfondo» hanno colori troppo simili/);
    expect(screen.queryByRole('img', { name: /^QR Code/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Testo o link da codificare'));
    await user.type(screen.getByLabelText('Testo o link da codificare'), '   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci del testo per generare il QR Code');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(api.calls).toEqual([]);
  });

  it('builds a Wi-Fi payload from its form, says what is missing, and never shows the password in clear nor offers a link that carries it', async () => {
    const api = fakeApi({});
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await user.selectOptions(screen.getByLabelText('Tipo di contenuto'), 'wifi');
    expect(screen.queryByLabelText('Testo o link da codificare')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Inserisci il nome della rete (SSID)');
    await user.type(screen.getByLabelText('Nome della rete (SSID)'), 'Casa');
    await user.type(screen.getByLabelText('Password'), 'segreta;1');
    expect(await screen.findByRole('img', { name: 'QR Code che contiene: WIFI:T:WPA;S:Casa;P:••••••••;;' })).toBeInTheDocument();
    expect(screen.queryByText(/segreta/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scarica SVG' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copia URL' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica PNG' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('saves the SVG beside the PNG for content with no secret, drawn in the page in the chosen colour and size', async () => {
    const api = fakeApi({});
    const saved: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:svg';
    });
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true, route: '/tools/qr-code-generator?colore=1E40AF&dimensione=420' });
    await user.click(screen.getByRole('button', { name: 'Scarica SVG' }));
    expect(names).toEqual([expect.stringMatching(/^qrcode-\d+\.svg$/)]);
    const reader = new FileReader();
    const read = new Promise<string>((resolve) => reader.addEventListener('load', () => resolve(String(reader.result))));
    reader.readAsText(saved[0]!);
    await act(() => jest.advanceTimersByTimeAsync(10));
    const svg = await read;
    expect(svg).toMatch(/^<svg [^>]*width="420" height="420"/);
    expect(svg).toContain('stroke="#1E40AF"');
    expect(api.calls).toEqual([]);
  });
});
