/**
 * The web app manifest (vite.config.ts hands it to vite-plugin-pwa): Italian name and description, the icons
 * browsers ask for, the space theme's colours, and shortcuts to the four tools of the footer.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const SPACE_BACKGROUND = '#050816';
export const THEME_COLOR = '#070b1f';

export const SHORTCUTS = [
  { name: 'Calcolatore BMI', short_name: 'BMI', url: '/tools/bmi-calculator' },
  { name: 'Timer Pomodoro', short_name: 'Pomodoro', url: '/tools/pomodoro-timer' },
  { name: 'Convertitore di valute', short_name: 'Valute', url: '/tools/currency-converter' },
  { name: 'Generatore QR Code', short_name: 'QR Code', url: '/tools/qr-code-generator' },
] as const;

export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Orbita · Strumenti quotidiani',
  short_name: 'Orbita',
  description:
    'Strumenti gratuiti per la vita di tutti i giorni, senza registrazione: analisi dei piatti, BMI, calorie, Pomodoro, valute, palette di colori, QR code, basi numeriche, codice fiscale, IVA, IBAN, giorni lavorativi, percentuali e unità di misura.',
  lang: 'it',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: SPACE_BACKGROUND,
  theme_color: THEME_COLOR,
  categories: ['utilities', 'productivity', 'health'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  shortcuts: SHORTCUTS.map((shortcut) => ({
    ...shortcut,
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  })),
};
