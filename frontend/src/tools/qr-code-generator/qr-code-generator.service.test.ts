import { writeUrlState } from '../../lib/url-state/use-url-state';
import {
  absoluteUrl,
  DEFAULT_QR_FORM,
  holdsSecret,
  QR_URL,
  withoutSecret,
  QR_COLOR_PRESETS,
  QR_EXAMPLES,
  qrFileName,
  toQrRequest,
} from './qr-code-generator.service';

describe('QR code generator', () => {
  it('defaults to a website URL, 300 px, black on white, level M', () => {
    expect(DEFAULT_QR_FORM).toEqual({
      text: 'https://www.example.com',
      size: 300,
      color: '#000000',
      backgroundColor: '#FFFFFF',
      errorCorrectionLevel: 'M',
    });
  });

  it('trims the text before sending it', () => {
    expect(toQrRequest({ ...DEFAULT_QR_FORM, text: '  ciao  ' })).toEqual({
      request: { ...DEFAULT_QR_FORM, text: 'ciao' },
    });
  });

  it('asks for text when there is none or only spaces', () => {
    expect(toQrRequest({ ...DEFAULT_QR_FORM, text: ' \n ' })).toEqual({
      invalid: 'Inserisci del testo per generare il QR Code',
    });
  });

  it('has six quick examples and eight colour presets', () => {
    expect(QR_EXAMPLES).toHaveLength(6);
    expect(QR_COLOR_PRESETS.map((preset) => preset.name)).toEqual([
      'Nero', 'Blu', 'Verde', 'Rosso', 'Viola', 'Arancione', 'Rosa', 'Grigio',
    ]);
  });

  it('names the download after the moment it was made and makes the URL absolute', () => {
    expect(qrFileName(1736935200000)).toBe('qrcode-1736935200000.png');
    expect(absoluteUrl('/api/generate-qr/download?text=x', 'https://orbita.example')).toBe(
      'https://orbita.example/api/generate-qr/download?text=x',
    );
  });

  it('keeps a WiFi password out of the address, so out of the history and «Copia link», and shows it as dots', () => {
    const wifi = 'WIFI:T:WPA;S:Casa;P:segreta123;;';
    const written = writeUrlState(new URLSearchParams(), QR_URL, DEFAULT_QR_FORM, { ...DEFAULT_QR_FORM, text: wifi, size: 400 });
    expect(written.toString()).toBe('dimensione=400');
    expect(QR_URL.text[1].parse(`WIFI:S:Casa;T:WPA;P:x\\;y;;`)).toBeUndefined();
    expect(holdsSecret('WIFI:T:nopass;S:Casa;;')).toBe(false);
    expect(writeUrlState(new URLSearchParams(), QR_URL, DEFAULT_QR_FORM, { ...DEFAULT_QR_FORM, text: 'ciao' }).toString()).toBe('testo=ciao');
    expect(withoutSecret(wifi)).toBe('WIFI:T:WPA;S:Casa;P:••••••••;;');
    expect(withoutSecret('WIFI:S:Casa;T:WPA;P:a\\;b;H:true;;')).toBe('WIFI:S:Casa;T:WPA;P:••••••••;H:true;;');
    expect(withoutSecret('https://example.com')).toBe('https://example.com');
  });

  it('names a wrong colour by its label before sending anything', () => {
    expect(toQrRequest({ ...DEFAULT_QR_FORM, color: 'nero' })).toEqual({
      invalid: 'Il campo «Colore del QR» deve essere un colore esadecimale di 6 cifre (o 3, come #000), con o senza #, come #000000',
    });
    expect(toQrRequest({ ...DEFAULT_QR_FORM, backgroundColor: '#FFFF' })).toEqual({
      invalid: 'Il campo «Colore di sfondo» deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #FFFFFF',
    });
  });
});
