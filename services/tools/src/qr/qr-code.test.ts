import type { QrRequest } from '@orbita/proto-types';
import { decodeQrPng } from '../../test/decode-qr.js';
import { contrastRatio } from './contrast.js';
import { checkQrRequest, downloadUrl, qrPng, qrSvg } from './qr-code.js';
import { InvalidQrInputError } from '../errors.js';

const request: QrRequest = {
  text: 'https://www.esempio.it',
  size: 300,
  color: '#000000',
  backgroundColor: '#FFFFFF',
  errorCorrectionLevel: 'M',
};

describe('checkQrRequest', () => {
  it('trims the text and writes colours as #RRGGBB', () => {
    expect(checkQrRequest({ ...request, text: '  ciao  ', color: '1e40af', backgroundColor: '#fff8e7' })).toMatchObject({
      ...request,
      text: 'ciao',
      color: '#1E40AF',
      backgroundColor: '#FFF8E7',
    });
  });

  it('makes the symbol once, sized for the text and the level', () => {
    expect(checkQrRequest({ ...request, text: 'ciao', errorCorrectionLevel: 'L' }).modules.size).toBe(21);
    expect(checkQrRequest({ ...request, text: 'x'.repeat(1273), size: 1000, errorCorrectionLevel: 'H' }).modules.size).toBe(177);
  });

  it('refuses text that is only spaces, naming the field', () => {
    expect(() => checkQrRequest({ ...request, text: ' \n\t ' })).toThrow(
      'Il campo «Testo o link da codificare» è vuoto: inserisci del testo per generare il QR Code',
    );
  });

  it('refuses text longer than the level holds, saying how much fits', () => {
    const text = 'x'.repeat(1274);
    expect(() => checkQrRequest({ ...request, text, size: 1000, errorCorrectionLevel: 'H' })).toThrow(
      'Il campo «Testo o link da codificare» è troppo lungo per un QR Code con correzione H: entrano al massimo 1273 byte',
    );
    expect(checkQrRequest({ ...request, text, size: 1000, errorCorrectionLevel: 'L' }).text).toBe(text);
    expect(() => checkQrRequest({ ...request, text: 'x'.repeat(2954), size: 1000, errorCorrectionLevel: 'L' })).toThrow(
      InvalidQrInputError,
    );
  });

  it('counts accented letters as two bytes', () => {
    expect(() => checkQrRequest({ ...request, text: 'è'.repeat(637), size: 1000, errorCorrectionLevel: 'H' })).toThrow(
      'troppo lungo',
    );
    expect(checkQrRequest({ ...request, text: 'è'.repeat(636), size: 1000, errorCorrectionLevel: 'H' }).text).toHaveLength(636);
  });

  it('refuses a size too small for the text, saying the smallest that works', () => {
    expect(() => checkQrRequest({ ...request, text: 'x'.repeat(500), size: 100 })).toThrow(
      'Il campo «Dimensione» è troppo piccolo per questo testo: servono almeno 186 px',
    );
    expect(checkQrRequest({ ...request, text: 'x'.repeat(500), size: 186 }).size).toBe(186);
  });

  it('refuses colours a scanner cannot tell apart', () => {
    expect(() => checkQrRequest({ ...request, color: '#FFFF00' })).toThrow('I campi «Colore del QR» e «Colore di sfondo» hanno colori troppo simili');
    expect(() => checkQrRequest({ ...request, color: '#FFFFFF' })).toThrow(InvalidQrInputError);
    expect(checkQrRequest({ ...request, color: '#FFFFFF', backgroundColor: '#000000' }).color).toBe('#FFFFFF');
  });
});

describe('contrastRatio', () => {
  it('follows the WCAG scale', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('qrPng', () => {
  it.each(['L', 'M', 'Q', 'H'] as const)('draws an image of exactly the asked size that reads back as the text (level %s)', async (level) => {
    for (const size of [100, 137, 250, 300, 333, 512, 999, 1000]) {
      const decoded = decodeQrPng(qrPng(checkQrRequest({ ...request, size, errorCorrectionLevel: level })));
      expect([decoded.width, decoded.height]).toEqual([size, size]);
      expect(decoded.text).toBe(request.text);
    }
  });

  it('reads back Italian accents, other scripts and emoji', async () => {
    const text = 'Perché no? Città, caffè — 東京 🚀';
    expect(decodeQrPng(qrPng(checkQrRequest({ ...request, text }))).text).toBe(text);
  });

  it('reads back the largest code a level holds at the smallest size that fits it', async () => {
    const text = 'Orbita-'.repeat(400).slice(0, 2331);
    const spec = checkQrRequest({ ...request, text, size: 370 });
    expect(decodeQrPng(qrPng(spec)).text).toBe(text);
  });

  it('reads back coloured codes, inverted ones included', async () => {
    for (const [color, backgroundColor] of [['#1E40AF', '#FEF3C7'], ['#FFFFFF', '#111827']]) {
      const spec = checkQrRequest({ ...request, color: color!, backgroundColor: backgroundColor! });
      expect(decodeQrPng(qrPng(spec)).text).toBe(request.text);
    }
  });
});

describe('qrSvg and downloadUrl', () => {
  it('draws an SVG of the asked size in the asked colours', async () => {
    const svg = await qrSvg(checkQrRequest({ ...request, color: '#1E40AF', size: 420 }));
    expect(svg).toMatch(/^<svg [^>]*width="420" height="420"/);
    expect(svg).toContain('stroke="#1E40AF"');
  });

  it('puts everything needed to redraw the code in the query', () => {
    const url = downloadUrl(checkQrRequest({ ...request, text: 'a&b=c #1 +è' }));
    expect(url).toBe('/api/generate-qr/download?text=a%26b%3Dc+%231+%2B%C3%A8&size=300&color=000000&backgroundColor=FFFFFF&errorCorrectionLevel=M');
    expect(downloadUrl(checkQrRequest(request), 'svg')).toMatch(/&format=svg$/);
  });
});
