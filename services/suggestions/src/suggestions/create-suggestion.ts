import { SUBJECTS, type Suggestion, type SuggestToolRequest } from '@orbita/proto-types';
import type { Transaction } from '@orbita/service-kit';
import { normalizeSuggestion } from './suggestion-input.js';
import { insertSuggestion } from './suggestion-repository.js';

/** Stores a visitor's suggestion and announces it, in the caller's transaction. */
export async function createSuggestion(tx: Transaction, body: SuggestToolRequest): Promise<Suggestion> {
  const suggestion = await insertSuggestion(tx.client, normalizeSuggestion(body));
  await tx.emit(SUBJECTS.suggestionCreated, {
    suggestionId: suggestion.id,
    toolName: suggestion.toolName,
    category: suggestion.category,
    priority: suggestion.priority,
  });
  return suggestion;
}
