import type { Priority, SuggestionCategory, SuggestToolRequest } from '@orbita/proto-types';
import { looksLikeEmail } from '@orbita/service-kit';

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
export const NUL_CHARACTER_MESSAGE = 'Il testo contiene un carattere non ammesso (NUL)';

export class SuggestionInputError extends Error {
  override name = 'SuggestionInputError';
}

/** Absent, null, or only white space: what spec §5 calls missing. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Trims the texts and applies the defaults (category Generale, priority media); an empty e-mail
 * means none. Text is otherwise kept exactly as typed: it is data, shown as JSON, never markup.
 */
export function normalizeSuggestion(request: SuggestToolRequest): NewSuggestion {
  if (isBlank(request.toolName) || isBlank(request.description)) throw new SuggestionInputError(MISSING_FIELDS_MESSAGE);
  const email = request.email?.trim() || null;
  if (email !== null && !looksLikeEmail(email)) throw new SuggestionInputError(INVALID_EMAIL_MESSAGE);
  const suggestion: NewSuggestion = {
    toolName: request.toolName.trim(),
    description: request.description.trim(),
    category: request.category ?? 'Generale',
    priority: request.priority ?? 'media',
    email,
  };
  // Postgres text cannot hold U+0000; refusing it here keeps that a 400 rather than a 500.
  if ([suggestion.toolName, suggestion.description, email ?? ''].some((text) => text.includes('\u0000'))) {
    throw new SuggestionInputError(NUL_CHARACTER_MESSAGE);
  }
  return suggestion;
}
