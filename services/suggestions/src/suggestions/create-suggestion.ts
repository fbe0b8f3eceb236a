import { SUBJECTS, type Suggestion, type SuggestToolRequest } from '@orbita/proto-types';
import type { Transaction } from '@orbita/service-kit';
import { normalizeSuggestion } from './suggestion-input.js';
import { DuplicateSuggestionError } from '../errors.js';
import { findSameName, insertSuggestion } from './suggestion-repository.js';

/** Stores a visitor's suggestion and announces it, in the caller's transaction. */
export async function createSuggestion(tx: Transaction, body: SuggestToolRequest): Promise<Suggestion> {
  const input = normalizeSuggestion(body);
  const existing = await findSameName(tx.client, input.toolName);
  if (existing) {
    throw new DuplicateSuggestionError(
      `«${existing.toolName}» è già stato suggerito: trovalo in «Vedi i suggerimenti» e votalo, così conta di più`,
    );
  }
  const suggestion = await insertSuggestion(tx.client, input);
  await tx.emit(SUBJECTS.suggestionCreated, {
    suggestionId: suggestion.id,
    toolName: suggestion.toolName,
    category: suggestion.category,
    priority: suggestion.priority,
  });
  return suggestion;
}
