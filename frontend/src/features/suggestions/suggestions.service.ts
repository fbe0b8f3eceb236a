import type { PublicSuggestion, SuggestionStats, SuggestToolRequest } from '@orbita/proto-types';
import type { Priority, SuggestionCategory, SuggestionStatus } from '@orbita/proto-types/enums';

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

export type SuggestionFieldErrors = Partial<Record<'toolName' | 'description', string>>;

/** Which required fields stop the form, each with the sentence shown under it; the order is the form's. */
export function suggestionFieldErrors(form: SuggestionForm): SuggestionFieldErrors {
  const errors: SuggestionFieldErrors = {};
  if (!form.toolName.trim()) errors.toolName = 'Scrivi il nome del tool';
  if (!form.description.trim()) errors.description = 'Descrivi il tool che vorresti';
  return errors;
}

/** The last six characters of the id, enough to tell suggestions apart on screen. */
export function shortId(id: string): string {
  return id.slice(-6);
}

/** The four figures of the modal, from the server's exact counts (spec §2: statistics). */
export function statCards(stats: SuggestionStats): Array<{ label: string; value: number }> {
  return [
    { label: 'Suggerimenti', value: stats.total },
    { label: 'Voti totali', value: stats.votes },
    { label: 'Categorie', value: stats.categories },
    { label: 'Priorità alta', value: stats.highPriority },
  ];
}

/** The figures after a vote that moved one suggestion from `before` to `after` votes. */
export function afterVote(stats: SuggestionStats, before: number, after: number): SuggestionStats {
  return { ...stats, votes: stats.votes + Math.max(0, after - before) };
}

/** A page appended to the rows already shown; a row the visitor already has (moved by new votes) is not shown twice. */
export function appendPage(shown: readonly PublicSuggestion[], page: readonly PublicSuggestion[]): PublicSuggestion[] {
  const ids = new Set(shown.map((suggestion) => suggestion.id));
  return [...shown, ...page.filter((suggestion) => !ids.has(suggestion.id))];
}

/** The most rows the list holds at once: past it the rows furthest up leave the page, so a long scroll keeps the DOM small. */
export const MAX_SHOWN_ROWS = 150;

/** The rows a list keeps after a page came: the last `max`, and how many it let go from the top. */
export function keepWindow<T>(rows: readonly T[], max = MAX_SHOWN_ROWS): { rows: T[]; dropped: number } {
  const dropped = Math.max(0, rows.length - max);
  return { rows: rows.slice(dropped), dropped };
}

