import type { ToolDefinition } from '../types';

export const colorPaletteGenerator: ToolDefinition = {
  id: 'color-palette-generator',
  name: 'Generatore di palette',
  description: 'Crea palette armoniose partendo da un colore: complementari, analoghe, triadiche e altre.',
  category: 'Design & Creatività',
  icon: 'palette',
  worksOffline: true,
  keywords: ['colori', 'colore', 'palette', 'tavolozza', 'sfumature', 'tinte', 'design', 'hex', 'rgb'],
  loadPage: () => import('./ColorPaletteGeneratorPage'),
};
