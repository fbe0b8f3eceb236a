import { defineError } from '@orbita/service-kit';

/** Every error of suggestions, with its code and status; the kit's handler says them as `{error, code}`. */
export const SuggestionNotFoundError = defineError('SUGGESTIONS_NOT_FOUND', 'Suggerimento non trovato', 404);
export const InvalidSuggestionError = defineError('SUGGESTIONS_INVALID_INPUT', '%s', 400);
