import type { QrRequest } from '@orbita/proto-types';
import { QR_LEVEL_LABELS as LEVEL_LABELS, QR_LEVELS, type QrLevel } from '@orbita/proto-types/enums';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, hexColorParam, integerParam, textParam, type UrlParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface QrForm {
  text: string;
  size: number;
  color: string;
  backgroundColor: string;
  errorCorrectionLevel: QrLevel;
}

export const DEFAULT_QR_FORM: QrForm = {
  text: 'https://www.example.com',
  size: 300,
  color: '#000000',
  backgroundColor: '#FFFFFF',
  errorCorrectionLevel: 'M',
};

export const QR_SIZE = { min: 100, max: 1000, step: 10 } as const;
/** The preview never grows wider than this, whatever the size of the PNG. */
export const QR_PREVIEW_MAX_PX = 300;

export const QR_EXAMPLES: ReadonlyArray<{ label: string; text: string }> = [
  { label: 'Sito web', text: 'https://www.example.com' },
  { label: 'Email', text: 'mailto:info@example.com?subject=Ciao' },
  { label: 'Telefono', text: 'tel:+390612345678' },
  { label: 'WiFi', text: 'WIFI:T:WPA;S:NomeRete;P:password123;;' },
  { label: 'Testo', text: 'Ciao! Questo QR Code è stato creato con Orbita.' },
  { label: 'Posizione GPS', text: 'geo:41.902782,12.496366' },
];

export const QR_COLOR_PRESETS: ReadonlyArray<{ name: string; hex: string }> = [
  { name: 'Nero', hex: '#000000' },
  { name: 'Blu', hex: '#1E40AF' },
  { name: 'Verde', hex: '#15803D' },
  { name: 'Rosso', hex: '#B91C1C' },
  { name: 'Viola', hex: '#7E22CE' },
  { name: 'Arancione', hex: '#C2410C' },
  { name: 'Rosa', hex: '#BE185D' },
  { name: 'Grigio', hex: '#4B5563' },
];

export const QR_LEVEL_LABELS: Record<QrLevel, string> = LEVEL_LABELS;

export const EMPTY_QR_TEXT = 'Inserisci del testo per generare il QR Code';

const HEX_COLOR = /^#?(?:[0-9a-fA-F]{3}){1,2}$/;
const badColor = (label: string, example: string, short: string) =>
  `Il campo «${label}» deve essere un colore esadecimale di 6 cifre (o 3, come ${short}), con o senza #, come ${example}`;

/** The request for the service, or what to fix (named by the field's label), said before anything is sent. */
export function toQrRequest(form: QrForm): PreparedRequest<QrRequest> {
  const text = form.text.trim();
  if (!text) return { invalid: EMPTY_QR_TEXT };
  if (!HEX_COLOR.test(form.color.trim())) return { invalid: badColor('Colore del QR', '#000000', '#000') };
  if (!HEX_COLOR.test(form.backgroundColor.trim())) return { invalid: badColor('Colore di sfondo', '#FFFFFF', '#fff') };
  return {
    request: {
      text,
      size: form.size,
      color: form.color.trim(),
      backgroundColor: form.backgroundColor.trim(),
      errorCorrectionLevel: form.errorCorrectionLevel,
    },
  };
}

export function qrFileName(timestamp: number): string {
  return `qrcode-${timestamp}.png`;
}

/** The service answers a path; the visitor copies a full address they can paste anywhere. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/** A WiFi network's password (`WIFI:…;P:segreta;;`): the one secret a QR code may hold. */
const WIFI_PASSWORD = /^(WIFI:(?:.*?;)?)P:((?:\\.|[^;\\])+)/i;

/** Whether the text carries a WiFi password, which must never enter the address, a link or the history. */
export function holdsSecret(text: string): boolean {
  return WIFI_PASSWORD.test(text.trim());
}

/** The text as the page may show it: a WiFi password as dots, never in clear. */
export function withoutSecret(text: string): string {
  return text.replace(WIFI_PASSWORD, (_, head: string) => `${head}P:••••••••`);
}

const plainText = textParam(2000);

/** The text in the address, unless it holds a secret: then it stays out of it (the default is written, i.e. nothing). */
const qrTextParam = (fallback: string): UrlParam<string> => ({
  parse: (raw) => (holdsSecret(raw) ? undefined : plainText.parse(raw)),
  format: (value) => (holdsSecret(value) ? fallback : value),
});

/** `/tools/qr-code-generator?testo=…&dimensione=400&colore=1D4ED8&sfondo=FFFFFF&correzione=H`. */
export const QR_URL: UrlSchema<QrForm> = {
  text: ['testo', qrTextParam(DEFAULT_QR_FORM.text)],
  size: ['dimensione', integerParam(QR_SIZE)],
  color: ['colore', hexColorParam],
  backgroundColor: ['sfondo', hexColorParam],
  errorCorrectionLevel: ['correzione', choiceParam(QR_LEVELS)],
};
