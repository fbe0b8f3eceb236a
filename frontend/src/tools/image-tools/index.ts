import type { ToolDefinition } from '../types';

/** Local-only: it has no server route; every image is decoded and written in the browser. */
export const imageTools: ToolDefinition = {
  id: 'image-tools',
  name: 'Strumenti immagini',
  description: 'Converti foto HEIC, JPEG, PNG e WebP, comprimile, ridimensionale e togli la posizione GPS: tutto nel browser, le foto non lasciano il dispositivo.',
  category: 'Utilità',
  icon: 'image',
  keywords: ['immagine', 'immagini', 'foto', 'comprimi foto', 'comprimere', 'heic in jpg', 'heic', 'iphone', 'jpg', 'jpeg', 'png', 'webp', 'avif', 'converti immagine webp', 'converti immagine', 'rimuovi gps foto', 'gps', 'exif', 'metadati', 'ridimensiona immagine', 'ridimensionare', 'riduci', 'pixel', 'qualità'],
  worksOffline: true,
  linkable: false,
  loadPage: () => import('./ImageToolsPage'),
};
