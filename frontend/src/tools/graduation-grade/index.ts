import type { ToolDefinition } from '../types';

export const graduationGrade: ToolDefinition = {
  id: 'graduation-grade',
  name: 'Media e voto di laurea',
  description:
    'La media ponderata degli esami sui CFU, con la lode contata come fa la tua università, e il voto di partenza in centodecimi con i punti della tesi.',
  category: 'Soldi e Lavoro',
  icon: 'graduationCap',
  keywords: [
    'media esami',
    'media ponderata',
    'voto di laurea',
    'voto di partenza',
    'centodecimi',
    'cfu',
    'crediti',
    'lode',
    'libretto',
    'università',
    'tesi',
  ],
  worksOffline: true,
  loadPage: () => import('./GraduationGradePage'),
};
