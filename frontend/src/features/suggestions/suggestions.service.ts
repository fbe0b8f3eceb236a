import type { PublicSuggestion, SuggestToolRequest } from '@orbita/proto-types';
import { SUGGESTION_CATEGORIES, type Priority, type SuggestionCategory, type SuggestionStatus } from '@orbita/proto-types/enums';

export interface SuggestionForm {
  toolName: string;
  description: string;
  category: SuggestionCategory;
  priority: Priority;
  email: string;
}

export const EMPTY_SUGGESTION_FORM: SuggestionForm = {
  toolName: '',
  description: '',
  category: 'Generale',
  priority: 'media',
  email: '',
};

export const REQUIRED_SUGGESTION_FIELDS = 'Nome e descrizione del tool sono obbligatori';
export const SUCCESS_CLOSE_MS = 3000;

export const PRIORITY_LABELS: Record<Priority, string> = { alta: 'Alta', media: 'Media', bassa: 'Bassa' };
export const STATUS_LABELS: Record<SuggestionStatus, string> = { pending: 'In valutazione', approved: 'Approvato' };

export function toSuggestRequest(form: SuggestionForm): { request: SuggestToolRequest } | { error: string } {
  const toolName = form.toolName.trim();
  const description = form.description.trim();
  if (!toolName || !description) return { error: REQUIRED_SUGGESTION_FIELDS };
  return {
    request: { toolName, description, category: form.category, priority: form.priority, email: form.email.trim() },
  };
}

/** The last six characters of the id, enough to tell suggestions apart on screen. */
export function shortId(id: string): string {
  return id.slice(-6);
}

export interface SuggestionStats {
  total: number;
  votes: number;
  categories: number;
  highPriority: number;
}

export function suggestionStats(suggestions: readonly PublicSuggestion[]): SuggestionStats {
  return {
    total: suggestions.length,
    votes: suggestions.reduce((sum, suggestion) => sum + suggestion.votes, 0),
    categories: new Set(suggestions.map((suggestion) => suggestion.category)).size,
    highPriority: suggestions.filter((suggestion) => suggestion.priority === 'alta').length,
  };
}

/** The categories that have suggestions, in the order of the category list, with how many each. */
export function categoryCounts(suggestions: readonly PublicSuggestion[]): Array<{ category: SuggestionCategory; count: number }> {
  const counts = new Map<SuggestionCategory, number>();
  for (const suggestion of suggestions) counts.set(suggestion.category, (counts.get(suggestion.category) ?? 0) + 1);
  const rank = (category: SuggestionCategory) => {
    const index = SUGGESTION_CATEGORIES.indexOf(category);
    return index < 0 ? SUGGESTION_CATEGORIES.length : index;
  };
  return [...counts]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, count]) => ({ category, count }));
}

/** Most voted first; among equals, the newest first. */
export function visibleSuggestions(
  suggestions: readonly PublicSuggestion[],
  category: SuggestionCategory | null,
): PublicSuggestion[] {
  return suggestions
    .filter((suggestion) => category === null || suggestion.category === category)
    .sort((a, b) => b.votes - a.votes || b.createdAt.localeCompare(a.createdAt));
}
