import type { PublicSuggestion } from '@orbita/proto-types';
import {
  afterVote,
  appendPage,
  EMPTY_SUGGESTION_FORM,
  keepWindow,
  shortId,
  statCards,
  suggestionFieldErrors,
  toSuggestRequest,
} from './suggestions.service';

const base: PublicSuggestion = {
  id: '00000000-0000-4000-8000-000000abc123',
  toolName: 'Timer',
  description: 'Un timer',
  category: 'Produttività',
  priority: 'media',
  createdAt: '2025-01-10T10:00:00.000Z',
  votes: 2,
  status: 'pending',
};

const list: PublicSuggestion[] = [
  base,
  { ...base, id: 'b', category: 'Finanza', priority: 'alta', votes: 5, createdAt: '2025-01-11T10:00:00.000Z' },
  { ...base, id: 'c', priority: 'alta', votes: 2, createdAt: '2025-01-12T10:00:00.000Z' },
];

describe('suggestions', () => {
  it('defaults to category Generale and priority media', () => {
    expect(EMPTY_SUGGESTION_FORM).toMatchObject({ category: 'Generale', priority: 'media', email: '' });
  });

  it('needs a name and a description after trimming', () => {
    expect(toSuggestRequest({ ...EMPTY_SUGGESTION_FORM, toolName: '  ', description: 'x' })).toEqual({
      error: 'Nome e descrizione del tool sono obbligatori',
    });
    expect(toSuggestRequest({ ...EMPTY_SUGGESTION_FORM, toolName: ' Meteo ', description: ' Previsioni ' })).toEqual({
      request: { toolName: 'Meteo', description: 'Previsioni', category: 'Generale', priority: 'media', email: '' },
    });
  });

  it('names each required field that is empty after trimming, and only those', () => {
    expect(suggestionFieldErrors({ ...EMPTY_SUGGESTION_FORM, toolName: ' ', description: '\n' })).toEqual({
      toolName: 'Scrivi il nome del tool',
      description: 'Descrivi il tool che vorresti',
    });
    expect(suggestionFieldErrors({ ...EMPTY_SUGGESTION_FORM, toolName: 'Meteo' })).toEqual({ description: 'Descrivi il tool che vorresti' });
    expect(suggestionFieldErrors({ ...EMPTY_SUGGESTION_FORM, toolName: 'Meteo', description: 'Previsioni' })).toEqual({});
  });

  it('shows an id by its last six characters', () => {
    expect(shortId(base.id)).toBe('abc123');
  });

  it('shows the four figures of the server with the labels of the modal', () => {
    const stats = { total: 3, votes: 9, categories: 2, highPriority: 2, byCategory: [] };
    expect(statCards(stats)).toEqual([
      { label: 'Suggerimenti', value: 3 },
      { label: 'Voti totali', value: 9 },
      { label: 'Categorie', value: 2 },
      { label: 'Priorità alta', value: 2 },
    ]);
    expect(afterVote(stats, 2, 3).votes).toBe(10);
    expect(afterVote(stats, 2, 2).votes).toBe(9);
  });

  it('appends a page without showing a suggestion twice', () => {
    expect(appendPage(list.slice(0, 2), list.slice(1)).map((s) => s.id)).toEqual([base.id, 'b', 'c']);
  });

  it('keeps the last rows of a long list and counts those it let go from the top', () => {
    expect(keepWindow([1, 2, 3, 4, 5], 3)).toEqual({ rows: [3, 4, 5], dropped: 2 });
    expect(keepWindow([1, 2], 3)).toEqual({ rows: [1, 2], dropped: 0 });
  });
});
