/**
 * What a phone's camera app understands inside a QR Code, built from a form: Wi-Fi networks,
 * contact cards, e-mails, text messages, phone numbers and places, in the formats the scanners
 * of iOS and Android (ZXing) read.
 */
import { parseDecimal } from '../../lib/parse-decimal';

export type PayloadKind = 'text' | 'wifi' | 'vcard' | 'email' | 'sms' | 'phone' | 'geo';

export const PAYLOAD_KINDS: ReadonlyArray<{ kind: PayloadKind; label: string }> = [
  { kind: 'text', label: 'Testo o link' },
  { kind: 'wifi', label: 'Wi-Fi' },
  { kind: 'vcard', label: 'Contatto' },
  { kind: 'email', label: 'Email' },
  { kind: 'sms', label: 'SMS' },
  { kind: 'phone', label: 'Telefono' },
  { kind: 'geo', label: 'Posizione' },
];

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export interface PayloadFields {
  wifi: { ssid: string; password: string; security: WifiSecurity; hidden: boolean };
  vcard: { firstName: string; lastName: string; organization: string; phone: string; email: string; website: string };
  email: { to: string; subject: string; body: string };
  sms: { phone: string; message: string };
  phone: { phone: string };
  geo: { latitude: string; longitude: string };
}

export const EMPTY_FIELDS: PayloadFields = {
  wifi: { ssid: '', password: '', security: 'WPA', hidden: false },
  vcard: { firstName: '', lastName: '', organization: '', phone: '', email: '', website: '' },
  email: { to: '', subject: '', body: '' },
  sms: { phone: '', message: '' },
  phone: { phone: '' },
  geo: { latitude: '', longitude: '' },
};

export type Built = { payload: string } | { invalid: string };

/** The Wi-Fi format escapes \ ; , : and " with a backslash. */
function escapeWifi(text: string): string {
  return text.replace(/([\\;,:"])/g, '\\$1');
}

/** vCard text values escape \ , ; and line breaks. */
function escapeVcard(text: string): string {
  return text.replace(/([\\,;])/g, '\\$1').replace(/\r?\n/g, '\\n');
}

/** A phone number as dialled: digits and a leading +, spaces, dots, dashes and brackets dropped. */
export function dialable(phone: string): string | null {
  const compact = phone.replace(/[\s.()\-/]/g, '');
  return /^\+?\d{3,15}$/.test(compact) ? compact : null;
}

const PHONE_INVALID = 'Inserisci un numero di telefono valido (cifre, con il prefisso +39 se vuoi)';

export function wifiPayload({ ssid, password, security, hidden }: PayloadFields['wifi']): Built {
  if (!ssid.trim()) return { invalid: 'Inserisci il nome della rete (SSID)' };
  if (security !== 'nopass' && !password) return { invalid: 'Inserisci la password della rete, oppure scegli «Nessuna»' };
  const parts = [`T:${security}`, `S:${escapeWifi(ssid)}`];
  if (security !== 'nopass') parts.push(`P:${escapeWifi(password)}`);
  if (hidden) parts.push('H:true');
  return { payload: `WIFI:${parts.join(';')};;` };
}

export function vcardPayload(fields: PayloadFields['vcard']): Built {
  const first = fields.firstName.trim();
  const last = fields.lastName.trim();
  if (!first && !last && !fields.organization.trim()) return { invalid: 'Inserisci almeno un nome, un cognome o un’organizzazione' };
  const phone = fields.phone.trim() ? dialable(fields.phone) : '';
  if (phone === null) return { invalid: PHONE_INVALID };
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcard(last)};${escapeVcard(first)};;;`,
    `FN:${escapeVcard([first, last].filter(Boolean).join(' ') || fields.organization.trim())}`,
    fields.organization.trim() && `ORG:${escapeVcard(fields.organization.trim())}`,
    phone && `TEL;TYPE=CELL:${phone}`,
    fields.email.trim() && `EMAIL:${escapeVcard(fields.email.trim())}`,
    fields.website.trim() && `URL:${escapeVcard(fields.website.trim())}`,
    'END:VCARD',
  ];
  return { payload: lines.filter(Boolean).join('\n') };
}

export function emailPayload({ to, subject, body }: PayloadFields['email']): Built {
  const address = to.trim();
  if (!/^[^\s@?&]+@[^\s@?&]+\.[^\s@?&]+$/.test(address)) return { invalid: 'Inserisci un indirizzo email valido' };
  const query = [subject.trim() && `subject=${encodeURIComponent(subject.trim())}`, body.trim() && `body=${encodeURIComponent(body.trim())}`].filter(Boolean);
  return { payload: `mailto:${address}${query.length ? `?${query.join('&')}` : ''}` };
}

export function smsPayload({ phone, message }: PayloadFields['sms']): Built {
  const number = dialable(phone);
  if (!number) return { invalid: PHONE_INVALID };
  return { payload: `SMSTO:${number}:${message}` };
}

export function phonePayload({ phone }: PayloadFields['phone']): Built {
  const number = dialable(phone);
  return number ? { payload: `tel:${number}` } : { invalid: PHONE_INVALID };
}

export function geoPayload({ latitude, longitude }: PayloadFields['geo']): Built {
  const lat = parseDecimal(latitude);
  const lon = parseDecimal(longitude);
  if (!(lat >= -90 && lat <= 90)) return { invalid: 'La latitudine va da -90 a 90 (per esempio 41,9028)' };
  if (!(lon >= -180 && lon <= 180)) return { invalid: 'La longitudine va da -180 a 180 (per esempio 12,4964)' };
  return { payload: `geo:${lat},${lon}` };
}

export function buildPayload<K extends Exclude<PayloadKind, 'text'>>(kind: K, fields: PayloadFields[K]): Built {
  const builders: { [P in Exclude<PayloadKind, 'text'>]: (f: PayloadFields[P]) => Built } = {
    wifi: wifiPayload,
    vcard: vcardPayload,
    email: emailPayload,
    sms: smsPayload,
    phone: phonePayload,
    geo: geoPayload,
  };
  return (builders[kind] as (f: PayloadFields[K]) => Built)(fields);
}
