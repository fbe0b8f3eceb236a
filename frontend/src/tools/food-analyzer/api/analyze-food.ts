import type { FoodAnalysisResponse } from '@orbita/proto-types';
import { apiRequest } from '../../../lib/api-client';

export const ANALYSIS_ERROR = "Errore durante l'analisi. Riprova più tardi.";

/** The multipart field the service reads the image from. */
const IMAGE_FIELD = 'image';

export function analyzeFood(image: File): Promise<FoodAnalysisResponse> {
  const formData = new FormData();
  formData.append(IMAGE_FIELD, image);
  return apiRequest<FoodAnalysisResponse>('/api/analyze-food', {
    method: 'POST',
    formData,
    errors: {
      fallback: (response) => `Errore ${response.status}: ${response.statusText}`,
      network: ANALYSIS_ERROR,
    },
  });
}
