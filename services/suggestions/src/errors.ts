import { defineError } from '@orbita/service-kit';

export const SuggestionNotFoundError = defineError('SUGGESTIONS_NOT_FOUND', 'Suggerimento non trovato', 404);
export const InvalidSuggestionError = defineError('SUGGESTIONS_INVALID_INPUT', '%s', 400);
