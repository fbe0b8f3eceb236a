import type { Priority, SuggestionCategory, SuggestToolRequest } from '@orbita/proto-types';
import { isBlank, looksLikeEmail } from '@orbita/service-kit';

/** A suggestion as it is stored: trimmed, with the defaults of spec §5 applied. */
export interface NewSuggestion {
  toolName: string;
  description: string;
  category: SuggestionCategory;
  priority: Priority;
  email: string | null;
}

export const MISSING_FIELDS_MESSAGE = 'Nome e descrizione del tool sono obbligatori';
export const INVALID_EMAIL_MESSAGE = 'Inserisci un indirizzo email valido';

/**
 * The rules of spec §5, with its messages: name and description required after trimming; an
 * e-mail, when given, a real address. Takes the body as sent, so they are said before any schema
 * message.
 */
export function specViolation(body: Record<string, unknown>): string | null {
  if (isBlank(body.toolName) || isBlank(body.description)) return MISSING_FIELDS_MESSAGE;
  if (typeof body.email === 'string' && body.email.trim() !== '' && !looksLikeEmail(body.email.trim())) {
    return INVALID_EMAIL_MESSAGE;
  }
  return null;
}

/**
 * Trims a request that passed the spec's rules and the schema and applies the defaults (category
 * Generale, priority media); an empty e-mail means none. Text is otherwise kept exactly as typed:
 * it is data, shown as JSON, never markup.
 */
export function normalizeSuggestion(request: SuggestToolRequest): NewSuggestion {
  return {
    toolName: request.toolName.trim(),
    description: request.description.trim(),
    category: request.category ?? 'Generale',
    priority: request.priority ?? 'media',
    email: request.email?.trim() || null,
  };
}
