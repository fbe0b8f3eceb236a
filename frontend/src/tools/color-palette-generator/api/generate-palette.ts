import type { PaletteRequest, PaletteResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const PALETTE_ERROR = 'Errore durante la generazione';

export function generatePalette(request: PaletteRequest, signal: AbortSignal): Promise<PaletteResponse> {
  return apiRequest<PaletteResponse>('/api/generate-palette', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: PALETTE_ERROR, network: CONNECTION_ERROR },
  });
}
