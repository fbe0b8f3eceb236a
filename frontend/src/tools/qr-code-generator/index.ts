import type { ToolDefinition } from '../types';

export const qrCodeGenerator: ToolDefinition = {
  id: 'qr-code-generator',
  name: 'Generatore QR Code',
  description: 'Trasforma link, testi, contatti e reti WiFi in un QR code da scaricare in PNG.',
  category: 'Utilità',
  icon: 'qr',
  inFooter: true,
  keywords: ['qr', 'codice qr', 'qrcode', 'link', 'wifi', 'codice a barre', 'url'],
  worksOffline: true,
  loadPage: () => import('./QrCodeGeneratorPage'),
};
