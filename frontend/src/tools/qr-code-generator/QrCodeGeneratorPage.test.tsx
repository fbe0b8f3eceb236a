import { act, screen } from '@testing-library/react';
import type { QrRequest } from '@orbita/proto-types';
import { fakeApi, heldReply } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { splitParts } from '../../test/split-layout';
import { qrCodeGenerator } from '.';
import QrCodeGeneratorPage from './QrCodeGeneratorPage';

function qrFor(request: QrRequest) {
  return {
    qrCode: `data:image/png;base64,${btoa(request.text)}`,
    text: request.text,
    size: request.size,
    errorCorrectionLevel: request.errorCorrectionLevel,
    downloadUrl: `/api/generate-qr/download?text=${encodeURIComponent(request.text)}`,
  };
}

const answerFromRequest = { 'POST /api/generate-qr': ({ json }: { json: unknown }) => ({ body: qrFor(json as QrRequest) }) };

describe('QR code generator page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('puts the result right after the content, before the examples and the look settings, so a phone shows it under the field', async () => {
    fakeApi(answerFromRequest);
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

  it('generates from the defaults and shows the image at most 300 px wide with its details', async () => {
    const api = fakeApi(answerFromRequest);
    renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    const image = await screen.findByRole('img', { name: 'QR Code che contiene: https://www.example.com' });
    expect(image).toHaveStyle({ maxWidth: '300px' });
    expect(screen.getByText('300 × 300 px')).toBeInTheDocument();
    expect(screen.getByText('M – Medio (15%)', { selector: '.result-row__value' })).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({
      text: 'https://www.example.com',
      size: 300,
      color: '#000000',
      backgroundColor: '#FFFFFF',
      errorCorrectionLevel: 'M',
    });
  });

  it('regenerates on a quick example and a colour preset, the newest answer winning', async () => {
    const first = heldReply();
    const api = fakeApi({
      'POST /api/generate-qr': (call) =>
        api.calls.length === 1 ? first.handler(call) : { body: qrFor(call.json as QrRequest) },
    });
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    await user.click(screen.getByRole('button', { name: 'Telefono' }));
    await user.click(screen.getByRole('button', { name: 'Blu' }));
    await act(() => jest.advanceTimersByTimeAsync(300));
    first.release({ body: qrFor({ ...(api.calls[0]!.json as QrRequest), text: 'vecchio' }) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('img', { name: 'QR Code che contiene: tel:+390612345678' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.json).toMatchObject({ text: 'tel:+390612345678', color: '#1E40AF' });
  });

  it('keeps the last good image, with no spinner, while the next one is asked, and aborts the request a newer keystroke replaces', async () => {
    const held = [heldReply(), heldReply()];
    const api = fakeApi({
      'POST /api/generate-qr': (call) => (api.calls.length === 1 ? { body: qrFor(call.json as QrRequest) } : held[api.calls.length - 2]!.handler(call)),
    });
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(0));
    const first = screen.getByRole('img', { name: /^QR Code che contiene: / });
    const field = screen.getByLabelText('Testo o link da codificare');
    await user.type(field, 'ab');
    expect(api.calls).toHaveLength(3);
    expect(screen.getByRole('img', { name: first.getAttribute('alt')! })).toBe(first);
    expect(screen.queryByText('Generazione del QR Code…')).not.toBeInTheDocument();
    expect(first.closest('section')).toHaveAttribute('aria-busy', 'true');
    // The answer to «…a» arrives after «…ab» was asked: it was aborted and shows nowhere.
    held[0]!.release({ body: qrFor({ ...(api.calls[1]!.json as QrRequest) }) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('img', { name: first.getAttribute('alt')! })).toBeInTheDocument();
    held[1]!.release({ body: qrFor(api.calls[2]!.json as QrRequest) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('img', { name: `QR Code che contiene: ${(api.calls[2]!.json as QrRequest).text}` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^QR Code/ }).closest('section')).toHaveAttribute('aria-busy', 'false');
  });

  it('downloads qrcode-{timestamp}.png and copies the full download URL for 2 seconds', async () => {
    fakeApi(answerFromRequest);
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
    expect(await navigator.clipboard.readText()).toBe('http://localhost/api/generate-qr/download?text=https%3A%2F%2Fwww.example.com');
    expect(await screen.findByRole('button', { name: 'URL copiato!' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Copia URL' })).toBeInTheDocument();
  });

  it('asks for text when the content is blank, and shows the service error', async () => {
    const api = fakeApi({ 'POST /api/generate-qr': { status: 400, body: { error: 'Testo troppo lungo per un QR Code', code: 'X' } } });
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await user.clear(screen.getByLabelText('Testo o link da codificare'));
    await user.type(screen.getByLabelText('Testo o link da codificare'), '   ');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci del testo per generare il QR Code');
    // Only the text shown on arrival was sent: blank text never is.
    expect(api.calls.map((call) => (call.json as { text: string }).text)).toEqual(['https://www.example.com']);
    await user.type(screen.getByLabelText('Testo o link da codificare'), 'x');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('alert')).toHaveTextContent('Testo troppo lungo per un QR Code');
  });

  it('builds a Wi-Fi payload from its form, says what is missing, and never shows the password in clear nor offers a link that carries it', async () => {
    const api = fakeApi(answerFromRequest);
    const { user } = renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await user.selectOptions(screen.getByLabelText('Tipo di contenuto'), 'wifi');
    expect(screen.queryByLabelText('Testo o link da codificare')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inserisci il nome della rete (SSID)');
    await user.type(screen.getByLabelText('Nome della rete (SSID)'), 'Casa');
    await user.type(screen.getByLabelText('Password'), 'segreta;1');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('img', { name: 'QR Code che contiene: WIFI:T:WPA;S:Casa;P:••••••••;;' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.json).toMatchObject({ text: 'WIFI:T:WPA;S:Casa;P:segreta\\;1;;' });
    expect(screen.queryByText(/segreta/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Scarica SVG' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copia URL' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica PNG' })).toBeInTheDocument();
  });

  it('offers the SVG beside the PNG for content with no secret', async () => {
    fakeApi(answerFromRequest);
    renderTool(qrCodeGenerator, QrCodeGeneratorPage, { fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('link', { name: 'Scarica SVG' })).toHaveAttribute('href', expect.stringMatching(/^\/api\/generate-qr\/download\?text=.*&format=svg$/));
  });
});
