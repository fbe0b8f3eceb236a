import type { ToolDefinition } from '../types';

export const timeZoneConverter: ToolDefinition = {
  id: 'time-zone-converter',
  name: 'Fusi orari',
  description: "L'ora italiana in qualsiasi città del mondo e viceversa, con l'ora legale esatta e le ore di lavoro in comune.",
  category: 'Date e Tempo',
  icon: 'globe',
  keywords: ['fuso orario', 'fusi orari', 'ora a new york', 'che ore sono a', 'ora legale', 'ora solare', 'londra', 'new york', 'tokyo', 'converti orario', 'meeting', 'riunione'],
  worksOffline: true,
  loadPage: () => import('./TimeZoneConverterPage'),
};
