import { dialable, emailPayload, geoPayload, phonePayload, smsPayload, vcardPayload, wifiPayload } from './qr-payloads';

describe('QR payloads', () => {
  it('writes a Wi-Fi network as scanners read it, escaping the special characters', () => {
    expect(wifiPayload({ ssid: 'Casa Rossi', password: 'pa;ss:w,o"rd\\', security: 'WPA', hidden: false })).toEqual({
      payload: 'WIFI:T:WPA;S:Casa Rossi;P:pa\\;ss\\:w\\,o\\"rd\\\\;;',
    });
    expect(wifiPayload({ ssid: 'Ospiti', password: 'ignored', security: 'nopass', hidden: true })).toEqual({ payload: 'WIFI:T:nopass;S:Ospiti;H:true;;' });
    expect(wifiPayload({ ssid: ' ', password: 'x', security: 'WPA', hidden: false })).toEqual({ invalid: 'Inserisci il nome della rete (SSID)' });
    expect(wifiPayload({ ssid: 'Casa', password: '', security: 'WEP', hidden: false })).toMatchObject({ invalid: expect.stringContaining('password') });
  });

  it('writes a contact card (vCard 3.0) with only the lines that were filled', () => {
    const built = vcardPayload({ firstName: 'Ada', lastName: 'Lovelace', organization: '', phone: '+39 333 123 4567', email: 'ada@example.it', website: '' });
    expect(built).toEqual({
      payload: 'BEGIN:VCARD\nVERSION:3.0\nN:Lovelace;Ada;;;\nFN:Ada Lovelace\nTEL;TYPE=CELL:+393331234567\nEMAIL:ada@example.it\nEND:VCARD',
    });
    expect(vcardPayload({ firstName: '', lastName: '', organization: 'Rossi, Bianchi & C.', phone: '', email: '', website: '' })).toMatchObject({
      payload: expect.stringContaining('ORG:Rossi\\, Bianchi & C.'),
    });
    expect(vcardPayload({ firstName: '', lastName: '', organization: '', phone: '', email: '', website: '' })).toHaveProperty('invalid');
    expect(vcardPayload({ firstName: 'Ada', lastName: '', organization: '', phone: 'chiamami', email: '', website: '' })).toHaveProperty('invalid');
  });

  it('writes an e-mail as a mailto link with its subject and body encoded', () => {
    expect(emailPayload({ to: 'info@orbita.it', subject: 'Ciao & grazie', body: 'Riga 1\nRiga 2' })).toEqual({
      payload: 'mailto:info@orbita.it?subject=Ciao%20%26%20grazie&body=Riga%201%0ARiga%202',
    });
    expect(emailPayload({ to: 'info@orbita.it', subject: '', body: '' })).toEqual({ payload: 'mailto:info@orbita.it' });
    expect(emailPayload({ to: 'a?cc=evil@evil.com', subject: '', body: '' })).toEqual({ invalid: 'Inserisci un indirizzo email valido' });
  });

  it('writes text messages, phone numbers and places', () => {
    expect(smsPayload({ phone: '333 123 4567', message: 'Arrivo alle 8' })).toEqual({ payload: 'SMSTO:3331234567:Arrivo alle 8' });
    expect(phonePayload({ phone: '+39 (06) 1234-5678' })).toEqual({ payload: 'tel:+390612345678' });
    expect(geoPayload({ latitude: '41,9028', longitude: '12.4964' })).toEqual({ payload: 'geo:41.9028,12.4964' });
    expect(geoPayload({ latitude: '91', longitude: '0' })).toHaveProperty('invalid');
    expect(geoPayload({ latitude: '45', longitude: 'est' })).toHaveProperty('invalid');
  });

  it('keeps only numbers a phone can dial', () => {
    expect(dialable('+39 333.123.4567')).toBe('+393331234567');
    expect(dialable('12')).toBeNull();
    expect(dialable('333 abc')).toBeNull();
  });
});
