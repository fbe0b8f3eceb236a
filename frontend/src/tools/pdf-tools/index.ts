import type { ToolDefinition } from '../types';

/** Local-only: it has no server route; every file is read and written in the browser. */
export const pdfTools: ToolDefinition = {
  id: 'pdf-tools',
  name: 'Strumenti PDF',
  description: 'Unisci, dividi, ruota e riordina le pagine dei PDF, o trasforma foto JPG in PDF: tutto nel browser, i file non lasciano il dispositivo.',
  category: 'Utilità',
  icon: 'files',
  keywords: ['pdf', 'unisci pdf', 'unire pdf', 'dividi pdf', 'dividere pdf', 'ruota pdf', 'ruotare pdf', 'jpg in pdf', 'immagini in pdf', 'foto in pdf', 'estrai pagine', 'elimina pagine', 'riordina pagine', 'pagine', 'documento', 'merge', 'split'],
  worksOffline: true,
  linkable: false,
  loadPage: () => import('./PdfToolsPage'),
};
