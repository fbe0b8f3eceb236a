import { INVALID_CURSOR_MESSAGE } from '@orbita/proto-types';
import { defineError } from '@orbita/service-kit';

/** Every error of suggestions, with its code and status; the kit's handler says them as `{error, code}`. */
export const SuggestionNotFoundError = defineError('SUGGESTIONS_NOT_FOUND', 'Suggerimento non trovato', 404);
export const InvalidSuggestionError = defineError('SUGGESTIONS_INVALID_INPUT', '%s', 400);
/** A tool already suggested under the same name (accents, case and punctuation aside): vote for that one. */
export const DuplicateSuggestionError = defineError('SUGGESTIONS_DUPLICATE', '%s', 409);
/** A `cursor` that no list of this service gave out (made up, cut short, or of another list). */
export const InvalidCursorError = defineError('SUGGESTIONS_INVALID_CURSOR', INVALID_CURSOR_MESSAGE, 400);
