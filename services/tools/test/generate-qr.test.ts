import { decodeQrPng, decodeQrSvg, pngOfDataUrl } from './decode-qr.js';
import { startTools, type ToolsUnderTest } from './support.js';

let tools: ToolsUnderTest;
beforeAll(async () => {
  tools = await startTools();
});
afterAll(async () => {
  await tools.close();
});

const valid = { text: 'https://www.esempio.it', size: 300, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'M' };

function generate(payload: object) {
  return tools.service.app.inject({ method: 'POST', url: '/api/generate-qr', payload });
}

function download(url: string) {
  return tools.service.app.inject({ method: 'GET', url });
}

describe('POST /api/generate-qr', () => {
  it('answers a PNG of the asked size that reads back as the trimmed text', async () => {
    const response = await generate({ ...valid, text: '  https://www.esempio.it  ', size: 420, errorCorrectionLevel: 'H' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ text: 'https://www.esempio.it', size: 420, errorCorrectionLevel: 'H' });
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(decodeQrPng(pngOfDataUrl(body.qrCode))).toEqual({ width: 420, height: 420, text: 'https://www.esempio.it' });
  });

  it.each([
    ['email', 'mailto:info@esempio.it'],
    ['phone', 'tel:+39 06 1234 5678'],
    ['WiFi', 'WIFI:T:WPA;S:CasaRossi;P:pässwörd!;;'],
    ['plain text with accents and emoji', 'Perché la città è più bella di sera? 🌙'],
    ['GPS', 'geo:41.9028,12.4964'],
  ])('encodes the %s example so that it reads back', async (_name, text) => {
    const body = (await generate({ ...valid, text })).json();
    expect(decodeQrPng(pngOfDataUrl(body.qrCode)).text).toBe(text);
  });

  it('gives a download URL that regenerates the same PNG as an attachment', async () => {
    const text = 'Caffè & cornetto #1 + 50% = 100?';
    const body = (await generate({ ...valid, text, color: '#1E40AF', backgroundColor: '#FEF3C7' })).json();
    expect(body.downloadUrl).toMatch(/^\/api\/generate-qr\/download\?/);
    const file = await download(body.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="qrcode-\d{13}\.png"$/);
    expect(file.headers['cache-control']).toContain('public');
    expect(file.rawPayload.equals(pngOfDataUrl(body.qrCode))).toBe(true);
    expect(decodeQrPng(file.rawPayload).text).toBe(text);
  });

  it('gives an SVG from the same URL with format=svg', async () => {
    const body = (await generate({ ...valid, color: '#7C3AED', size: 512 })).json();
    const file = await download(`${body.downloadUrl}&format=svg`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="qrcode-\d{13}\.svg"$/);
    expect(file.body).toMatch(/^<svg [^>]*width="512" height="512"/);
    expect(file.body).toContain('stroke="#7C3AED"');
    expect(await decodeQrSvg(file.body)).toEqual({ width: 512, height: 512, text: valid.text });
  });

  it.each([
    ['Il campo «Testo o link da codificare» è vuoto: inserisci del testo per generare il QR Code', 'TOOLS_INVALID_QR', { text: '   ' }],
    ['Il campo «Testo o link da codificare» non può essere vuoto', 'INVALID_INPUT', { text: '' }],
    ['Il campo «Testo o link da codificare» è obbligatorio', 'INVALID_INPUT', { text: undefined }],
    ['Il campo «Dimensione» deve essere tra 100 e 1000', 'INVALID_INPUT', { size: 99 }],
    ['Il campo «Dimensione» deve essere tra 100 e 1000', 'INVALID_INPUT', { size: 1001 }],
    ['Il campo «Dimensione» deve essere un numero intero', 'INVALID_INPUT', { size: 300.5 }],
    ['Il campo «Colore del QR» deve essere un colore esadecimale di 6 cifre (o 3, come #000), con o senza #, come #000000', 'INVALID_INPUT', { color: 'black' }],
    ['Il campo «Colore di sfondo» deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #FFFFFF', 'INVALID_INPUT', { backgroundColor: '#FFFF' }],
    ['Il campo «Correzione degli errori» deve essere «L – Basso (7%)», «M – Medio (15%)», «Q – Quartile (25%)» o «H – Alto (30%)»', 'INVALID_INPUT', { errorCorrectionLevel: 'X' }],
    ['I campi «Colore del QR» e «Colore di sfondo» hanno colori troppo simili', 'TOOLS_INVALID_QR', { color: '#FAFAFA' }],
    ['Il campo «Dimensione» è troppo piccolo per questo testo', 'TOOLS_INVALID_QR', { text: 'x'.repeat(500), size: 100 }],
    ['Il campo «Testo o link da codificare» è troppo lungo per un QR Code con correzione M', 'TOOLS_INVALID_QR', { text: 'è'.repeat(1200), size: 1000 }],
    ['Il campo «Testo o link da codificare» può avere al massimo 7089 caratteri', 'INVALID_INPUT', { text: 'x'.repeat(7090) }],
  ])('answers «%s» (%s)', async (error, code, change) => {
    const response = await generate({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().error).toContain(error);
  });
});

describe('GET /api/generate-qr/download', () => {
  it('accepts a hand-written query with colours without #', async () => {
    const file = await download('/api/generate-qr/download?text=ciao&size=200&color=000000&backgroundColor=ffffff&errorCorrectionLevel=L');
    expect(file.statusCode).toBe(200);
    expect(decodeQrPng(file.rawPayload)).toEqual({ width: 200, height: 200, text: 'ciao' });
  });

  it.each([
    ['text=ciao&size=200&color=000000&backgroundColor=FFFFFF', 'Il campo «Correzione degli errori» è obbligatorio'],
    ['text=ciao&size=grande&color=000000&backgroundColor=FFFFFF&errorCorrectionLevel=M', 'Il campo «Dimensione» deve essere un numero intero'],
    ['text=ciao&size=200&color=000000&backgroundColor=FFFFFF&errorCorrectionLevel=M&format=gif', 'Il campo «Formato» deve essere «PNG» o «SVG»'],
    ['text=%20&size=200&color=000000&backgroundColor=FFFFFF&errorCorrectionLevel=M', 'Il campo «Testo o link da codificare» è vuoto'],
  ])('refuses %s with an Italian 400', async (query, error) => {
    const response = await download(`/api/generate-qr/download?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error).toContain(error);
  });
});
